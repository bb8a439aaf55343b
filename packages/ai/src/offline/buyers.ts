import { rankSections } from "./classify.ts";
import { splitSentences } from "./text.ts";

/**
 * Who the startup sells to, as the brief names them ("Restaurant managers spend six hours…" → managers,
 * "Nine brokerages live" → brokerages), for the questions a slide asks where the brief is silent. Every
 * plural noun of the brief is a candidate; a candidate scores for reading as people or organisations and
 * for where it stands (the subject of a sentence, after "for" or "sell to", counted as paying), so "for
 * pennies a call" or "40 loads a week" never name the buyers.
 */

/** Words ending in s that are no plural of a buyer ("analytics", "business"); clinics and mechanics are. */
const NOT_PLURAL = /(?:ss|us|is|(?<!clin|mechan|med|academ)ics|sales|news|series)$/iu;

/** Things, not buyers, even after "for" or a figure: "for nine years", "40 loads a week", "for pennies". */
const THINGS = new Set(
  `seconds minutes hours days weeks months years decades nights times dollars euros cents pennies percent points
  steps ways things reasons units errors mistakes problems issues costs fees claims denials results features
  benefits savings numbers orders letters papers computers containers filters layers others sensors monitors
  meters printers servers trailers tractors motors chapters headers markers covers transfers matters offers
  answers powers towers waters doors floors colors factors loads targets secrets alerts tickets wires voices
  builds taps deals checks records reports quotes rewards gaps leaks fires logs lines tests parts systems
  accounts advances projects permits packages transports apartments homes shelves emissions translations
  batteries cylinders objects reductions partnerships arrangements sports trades no-shows sequences binders
  programs campaigns candidates calls texts messages emails documents files models tools apps words pages
  hands eyes feet legs bodies lives jobs tasks shifts schedules plans rates prices sales streaks signups
  miles acres tons pounds kilos liters gallons samples cores accents continents crackers pagers elevators
  newspapers reminders waitlists pre-orders fraudsters attackers scammers hackers criminals centers centres
  hubs zones`.split(/\s+/u),
);

/** Plural nouns of organisations that buy, which no suffix marks as people. */
const ORGANISATIONS = new Set(
  `clinics practices schools hospitals farms labs firms teams companies brands shops stores hotels districts
  cities towns counties banks families parents people patients landlords mills wineries churches pharmacies
  museums marinas greenhouses feedlots bars breweries agencies departments carriers hosts vendors creators
  crews players households brokerages startups nonprofits clubs gyms salons studios dealerships utilities
  insurers lenders nurses doctors dentists kids teens colleges universities governments municipalities
  fleets warehouses factories plants retailers restaurants merchants tenants homeowners owners operators
  growers ranchers builders contractors installers developers engineers freelancers founders writers`.split(
    /\s+/u,
  ),
);

/** People by their role: managers, installers, dentists, physicians, merchants, students. */
const ROLE = /(?:[^m]ers|ors|ists|ians|(?<!m)ents|(?<!m)ants|[^s]ees)$/u;

/** Sentences about the team, rivals or the raise name other people ("hire two engineers"). */
const ELSEWHERE = new Set(["team", "competition", "ask"]);

/** A plural in lower case, or capitalised only as a sentence's first word ("Nurses still chart…"). */
const PLURAL = /\b([\p{L}][\p{Ll}-]{2,}s)\b/gu;

function standing(sentence: string, noun: string, index: number, name: string): number {
  const before = sentence.slice(0, index);
  const after = sentence.slice(index + noun.length);
  // A verb after its subject: "a coach that whispers hints", "Chairside sees…" (the startup by name).
  if (
    /\b(?:that|which|who|it|he|she)\s+$/iu.test(before) ||
    (name && before.trim().toLowerCase().endsWith(name))
  )
    return -Infinity;
  let score = 0;
  // A place, not a buyer: "vans in dense city centers".
  if (/\b(?:in|at|inside|across|around|near)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(before)) score -= 2;
  // Who the startup works with, not who pays: "meals designed with geriatric dietitians".
  if (/\b(?:with|by|from)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(before)) score -= 2;
  // The sentence's subject: at most three words before it ("Most freight brokers run…").
  if (/^\s*(?:[\p{L}-]+\s+){0,3}$/u.test(before) && /^\s+[\p{L}]/u.test(after)) score += 3;
  if (/\b(?:for|helps?|serves?|sell(?:s|ing)? to|lets|gives)\s+(?:[\p{L}-]+\s+){0,3}$/iu.test(before))
    score += 2;
  if (
    /\b\d[\d,.]*\s?k?\+?\s+(?:[\p{L}-]+\s+)?$/u.test(before) &&
    /^\s+(?:live|use|pay|signed|on)\b/iu.test(after)
  )
    score += 2;
  if (/\b\d[\d,.]*\s+(?:paying|active|signed|subscribed)\s+$/iu.test(before)) score += 3;
  if (/^\s+(?:pay|spend|lose|waste|struggle|still|can't|cannot|need|want)\b/iu.test(after)) score += 2;
  return score;
}

export function buyersOf(overview: string, startupName = ""): string | null {
  const name = startupName.trim().toLowerCase();
  const scores = new Map<string, number>();
  for (const sentence of splitSentences(overview)) {
    if (ELSEWHERE.has(rankSections(sentence)[0] ?? "")) continue;
    for (const match of sentence.matchAll(PLURAL)) {
      if (match.index > 0 && /^\p{Lu}/u.test(match[1]!)) continue;
      const noun = match[1]!.toLowerCase();
      if (NOT_PLURAL.test(noun) || THINGS.has(noun)) continue;
      const known = ORGANISATIONS.has(noun) || ROLE.test(noun);
      const score = 1 + (known ? 2 : -2) + standing(sentence, noun, match.index, name);
      scores.set(noun, (scores.get(noun) ?? 0) + score);
    }
  }
  const [best] = [...scores].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 3 ? best[0] : null;
}

/** One buyer: "clinics" → "clinic", "pharmacies" → "pharmacy", "brokerages" → "brokerage". */
export function singular(noun: string): string {
  if (/ies$/iu.test(noun)) return `${noun.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/iu.test(noun)) return noun.slice(0, -2);
  return noun.slice(0, -1);
}
