/** The founder's brief, from which the copilot drafts the deck. */
export interface BriefFields {
  title: string;
  startupName: string;
  overview: string;
}

/** What happens after the draft: research the market and competitors, citing what it finds. */
export interface BriefOptions {
  research: boolean;
}
