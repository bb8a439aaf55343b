export interface ResearchBrief {
  title: string;
  startupName: string;
  overview: string;
}

export interface PlannedQuery {
  kind: "market" | "competitor";
  query: string;
}

const STOPWORDS = new Set(
  "a an the and or but for to of in on at by with from as is are was were be been being we our us you your they their it its this that these those who which what how why when where will can could should would may might do does did have has had not no so than then too very just also into over under about across more most less many much some any each every all both via per using use helps help make makes build builds platform app startup company solution tool tools software service services based simple easy new first best".split(
    " ",
  ),
);

/** The few words that say what market the startup is in, from the overview's first sentence. */
export function topicOf(brief: ResearchBrief): string {
  const firstSentence = brief.overview.split(/(?<=[.!?])\s+/u)[0] ?? "";
  const name = brief.startupName.trim().toLowerCase();
  const words = (firstSentence || brief.title)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, " ")
    .split(/\s+/u)
    .filter((w) => w.length > 2 && !STOPWORDS.has(w) && w !== name && !/^\d/u.test(w));
  const unique = [...new Set(words)].slice(0, 5);
  return unique.join(" ") || brief.title.trim() || brief.startupName.trim();
}

/**
 * Web searches for a research run: market size top-down (TAM/SAM/SOM, market value, growth) and bottom-up
 * inputs (how many buyers, what they pay), then competitors and alternatives. Deduplicated, in priority order.
 */
export function planQueries(brief: ResearchBrief): PlannedQuery[] {
  const topic = topicOf(brief);
  const name = brief.startupName.trim();
  const queries: PlannedQuery[] = [
    { kind: "market", query: `${topic} market size TAM` },
    { kind: "market", query: `${topic} total addressable market billion CAGR` },
    { kind: "market", query: `${topic} number of customers businesses` },
    { kind: "market", query: `${topic} average spend per customer pricing` },
    { kind: "competitor", query: `${topic} competitors market share` },
    { kind: "competitor", query: name ? `${name} alternatives competitors` : `${topic} alternatives` },
  ];
  const seen = new Set<string>();
  return queries.filter((q) => {
    const key = q.query.toLowerCase().replace(/\s+/gu, " ").trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
