/** What an evaluation suite reports: its printed lines and whether its targets were met. */
export interface SuiteResult {
  name: string;
  lines: string[];
  passed: boolean;
}
