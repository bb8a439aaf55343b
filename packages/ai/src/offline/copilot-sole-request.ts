import { parseIntent } from "./copilot-intent.ts";
import { parseSlideRef } from "./slide-refs.ts";
import { SLIDE_HEAD } from "./copilot-mentions.ts";

/** "team: add that …": a request headed by its slide (after the remark, which then cannot say "add it"). */
const HEADED = new RegExp(`^${SLIDE_HEAD.source}`, "iu");

/**
 * The one request left after the remarks, to answer alone; null to read the whole message as one. The
 * remark may name the slide the request means by "it", so the whole is read unless the request names its
 * own slide ("mrr's 23k now (slide 8) — and on the ask slide say …", "… team: add that …") and says no
 * "it", or the whole reads
 * as nothing ("WE SIGNED BREX 🎉🎉 yesterday!! traction → 33 customers … need it before my 3pm").
 */
export function soleRequest(parts: readonly string[], message: string): string | null {
  const [part] = parts;
  if (parts.length !== 1 || part === undefined) return null;
  const ownSlide =
    (HEADED.test(part) && message.trimEnd().endsWith(part)) ||
    (parseSlideRef(part) !== null && !/\b(?:it|this one|that one)\b/iu.test(part));
  return ownSlide || parseIntent(message).kind === "help" ? part : null;
}
