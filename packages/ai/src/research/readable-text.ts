/** Characters of readable text kept per page. */
export const MAX_TEXT_CHARS = 100_000;

function decode(body: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/**
 * Collapse runs of spaces inside lines and keep paragraph breaks. A page's own footnote references ("[3]",
 * as on Wikipedia) go: on a slide they would read as this deck's citation markers.
 */
export function tidyText(text: string): string {
  return text
    .split(/\n\s*\n+/u)
    .map((paragraph) =>
      paragraph
        .replace(/\s*\[\d{1,3}\]/gu, "")
        .replace(/\s+/gu, " ")
        .trim(),
    )
    .filter(Boolean)
    .join("\n\n")
    .slice(0, MAX_TEXT_CHARS);
}

/**
 * The readable text of a page (Readability over a script-less jsdom), or the text itself for text/plain.
 * Scripts never run and nothing is loaded: the page is data. jsdom is loaded on the first page, not at
 * boot: importing it costs ~1.3 s of the server's start (issue #16).
 */
export async function extractReadableText(
  body: Buffer,
  contentType: string,
  charset: string | undefined,
  url: string,
): Promise<{ title: string; text: string }> {
  const raw = decode(body, charset);
  if (contentType === "text/plain") return { title: "", text: tidyText(raw) };
  const [{ JSDOM, VirtualConsole }, { Readability }] = await Promise.all([
    import("jsdom"),
    import("@mozilla/readability"),
  ]);
  const dom = new JSDOM(raw, { url, virtualConsole: new VirtualConsole() });
  const document = dom.window.document;
  const fallbackTitle = document.title.trim();
  // Block-level elements end paragraphs, so sentences from different blocks never run together.
  for (const element of document.querySelectorAll(
    "p, li, h1, h2, h3, h4, h5, h6, div, br, tr, td, th, blockquote",
  )) {
    element.append(document.createTextNode("\n\n"));
  }
  const article = new Readability(document).parse();
  const text = article?.textContent ?? document.body?.textContent ?? "";
  dom.window.close();
  return { title: (article?.title ?? fallbackTitle).trim(), text: tidyText(text) };
}
