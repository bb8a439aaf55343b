import { personas, type FirmTag, type PersonaCard } from "@pds/contracts";

export function personaFor(firmTag: FirmTag): PersonaCard {
  return personas.find((persona) => persona.firmTag === firmTag) ?? { firmTag, name: firmTag, focus: "" };
}

/** "Maya Chen, General Partner" → "Maya Chen". */
export function shortName(name: string): string {
  return name.split(",")[0]?.trim() || name;
}

/** "Maya Chen, General Partner" → "General Partner"; empty when the name has no title. */
export function roleOf(name: string): string {
  return name.split(",").slice(1).join(",").trim();
}
