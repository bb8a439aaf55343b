import type { TeamMember } from "@pds/contracts";
import { capitalize } from "../text.ts";
import { fitWords } from "./figures.ts";

/**
 * Named people in the brief with their roles: "Maya Chen (CEO), ex-Stripe", "our CTO Omar Haddad",
 * "Lina Park, our COO, …". The words that follow a person, up to the next one, are their background.
 */

// Person names are case-sensitive (capitalised words), so the role words spell out both cases.
const ROLE = String.raw`(?:[Cc]o-?[Ff]ounder(?:\s+(?:and|&)\s+(?:CEO|CTO|COO|CPO|CFO))?|[Ff]ounder|CEO|CTO|COO|CPO|CFO|CMO|[Hh]ead of [\p{L}-]+|VP (?:of )?[\p{L}-]+|[Cc]hief [\p{L}-]+ [Oo]fficer|[Ll]ead [\p{L}-]+)`;
const PERSON = String.raw`\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}`;
const PATTERNS = [
  new RegExp(String.raw`(${PERSON})\s*\(\s*(${ROLE})\s*\)`, "gu"),
  new RegExp(String.raw`(${PERSON}),\s+(?:our|the)\s+(${ROLE})\b,?`, "gu"),
  new RegExp(String.raw`\b(?:[Oo]ur|[Tt]he)\s+(${ROLE})\s*,?\s+(${PERSON})`, "gu"),
];
const NOT_PEOPLE = /^(?:Our|The|We|This|Series|Since|Unlike)\b/u;

interface Found {
  at: number;
  end: number;
  name: string;
  role: string;
}

function findPeople(text: string): Found[] {
  const found: Found[] = [];
  PATTERNS.forEach((pattern, i) => {
    for (const match of text.matchAll(pattern)) {
      const [name, role] = i === 2 ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
      if (NOT_PEOPLE.test(name) || found.some((f) => f.name === name)) continue;
      found.push({ at: match.index, end: match.index + match[0].length, name, role });
    }
  });
  return found.sort((a, b) => a.at - b.at);
}

const roleText = (role: string) => (/^[a-z]/u.test(role) ? capitalize(role) : role);

/** The team's members (at most six), or an empty list when the brief names nobody with a role. */
export function teamMembers(text: string): TeamMember[] {
  const people = findPeople(text).slice(0, 6);
  return people.map((person, i) => {
    const next = people[i + 1]?.at ?? text.length;
    const background = text
      .slice(person.end, next)
      .replace(/^[\s,;:—–-]+|(?:[\s,;:.—–-]|\band\b)+$/gu, "")
      .replace(/^(?:who\s+|is\s+|was\s+)/iu, "")
      .trim();
    return {
      name: fitWords(person.name, 80),
      role: fitWords(roleText(person.role), 80),
      background: fitWords(capitalize(background), 160),
      photoImageId: null,
    };
  });
}
