/**
 * Text pasted from Notion, Google Docs or a markdown file, read as the plain lines it stands for: "## Traction"
 * is a head ("Traction:"), "**41 paying customers**" is "41 paying customers", "- [x] SOC 2" is a point, a
 * "> " quote line is the quote, "[deck](https://…)" is its words, and "👇" or a leading "^" only point at
 * the paste.
 */
export function fromMarkdown(text: string): string {
  if (!/\*\*|__|^#{1,6}\s|^\s*[-*]\s+\[[ xX]\]|^>\s|\]\(https?:|[👇👆]|^\^\s/mu.test(text)) return text;
  return text
    .replace(/\*\*([^*\n]+)\*\*|__([^_\n]+)__/gu, (_, bold?: string, under?: string) => bold ?? under ?? "")
    .replace(/^#{1,6}\s+(.+?)\s*:?\s*$/gmu, "$1:")
    .replace(/^(\s*[-*•])\s+\[[xX]\]\s+/gmu, "$1 ")
    .replace(/^(\s*[-*•])\s+\[ \]\s+(.+)$/gmu, "$1 $2 (to do)")
    .replace(/^>\s?/gmu, "")
    .replace(/\[([^\]\n]+)\]\(https?:\/\/[^)\s]+\)/gu, "$1")
    .replace(/\s*[👇👆]\uFE0F?/gu, "")
    .replace(/^\^\s+/gmu, "");
}
