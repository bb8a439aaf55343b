import { headRef } from "./copilot-slide-facts.ts";
import { parseSlideRef } from "./slide-refs.ts";

/**
 * "traction: can you make it punchier": a message headed by a slide's name means that slide by "it". The
 * head is spelled as a slide ("traction slide: …") so the rest of the parser finds it.
 */
export function withSlideHead(message: string): string {
  const headed = /^(?:the\s+)?([\p{L}][\p{L}\s-]{1,25}?)\s*(?::|—|–|\s-)\s+(.+)$/su.exec(message);
  if (!headed?.[1] || !headed[2] || /\bslide\b/iu.test(headed[1]) || parseSlideRef(headed[2])) return message;
  const head = headRef(headed[1]);
  // "problem: punchier" asks for a style as surely as "traction: make it punchier".
  const style =
    /^(?:(?:a\s+lot|much|way)\s+)?(?:punchier|shorter|tighter|crisper|clearer|simpler|bolder|more\s+\p{L}+|less\s+\p{L}+)\b/iu;
  if (!head || head.concept || !(/\b(?:it|this|that)\b/iu.test(headed[2]) || style.test(headed[2])))
    return message;
  return `${headed[1]} slide: ${headed[2]}`;
}
