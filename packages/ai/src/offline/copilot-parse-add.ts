import type { Intent } from "./copilot-intent.ts";
import { clean } from "./copilot-parse-edits.ts";
import { parsePlacement } from "./copilot-placement.ts";
import { slideItems } from "./copilot-slide-items.ts";

/** "add a slide about our pricing after traction", "kpi slide pls: …": a new slide's topic, place and points. */

const PLACEMENT_TAIL =
  /\s+(?:(?:right\s+)?(?:before|after|above|below)\s+(?:the\s+)?(?:slides?\s*\d+|.*\bslides?\b).*|(?:to|at|in|into)\s+(?:position|slot|place|spot)\s*#?\d+.*|as\s+(?:the\s+)?(?:slide\s+\d+|\d+(?:st|nd|rd|th)\s+slide).*|(?:at|to)\s+the\s+(?:end|start|beginning|top|bottom|front)\b.*)$/iu;

export function parseAdd(message: string): Intent {
  // "new slide: how it works in 3 steps — connect bank, auto-match, review exceptions".
  const headed =
    /^(?:(?:a|one more|another)\s+)?(?:new slide|(?:new\s+)?slide idea)\s*[:—–-]\s*(.+?)(?:\s+in\s+\w+\s+steps)?\s*(?:[—–:]\s*(.+))?$/iu.exec(
      message.trim(),
    );
  if (headed?.[1]) {
    const items = headed[2] ? slideItems(`slide: ${headed[2]}`) : undefined;
    return { kind: "add", topic: clean(headed[1]), placement: null, ...(items ? { items } : {}) };
  }
  // "kpi slide pls: gross margin 84%, logo retention 97%".
  const please = /^(?:a\s+)?([\p{L}][\p{L}\s&-]{1,30}?)\s+slide\s+(?:pls|please|plz)\s*[:—–-]\s*(.+)$/iu.exec(
    message,
  );
  if (please?.[1] && please[2])
    return {
      kind: "add",
      topic: clean(please[1]),
      placement: null,
      items: slideItems(`slide: ${please[2]}`),
    };
  const placement = parsePlacement(message, true);
  const after =
    /\bslides?\s+(?:(?:right\s+)?(?:after|before)\s+the\s+\w+\s+)?(about|on|for|covering|regarding|explaining|describing|showing|with|w\/|listing|highlighting|featuring|teasing|previewing|outlining|that covers|that shows|to cover|to explain)\s+(?:a\s+placeholder\s+for\s+)?(.+)$/iu.exec(
      message,
    );
  // "we need something on international expansion — UK + EU next yr".
  const something = /\b(?:need|want)\s+something\s+(?:on|about)\s+(.+?)(?:\s*[—–:]\s*(.+))?$/iu.exec(message);
  if (something?.[1]) {
    const items = something[2] ? slideItems(`slide: ${something[2]}`) : undefined;
    return { kind: "add", topic: clean(something[1]), placement: null, ...(items ? { items } : {}) };
  }
  const kind =
    /\b(?:add|create|insert|include|write|make|need|get|have|want|do|put)\s+(?:in\s+)?(?:me\s+)?(?:another|an|a|one|the|some)?\s*(?:new\s+)?(.+?)\s+slides?\b/iu.exec(
      message,
    );
  // "a closing slide with my email" is a closing slide; "a slide with our roadmap" is about the roadmap.
  const named = kind?.[1] && !/^(?:a|an|the|one|some|new|another|more|extra)$/iu.test(kind[1]);
  const about =
    (after && !(["with", "w/"].includes(after[1]!.toLowerCase()) && named) ? [after[0], after[2]] : null) ??
    kind ??
    /\badd\s+(?:our|my|the|a|an|some)\s+(.+)$/iu.exec(message);
  // "a slide on our matching accuracy? 96% auto-match…": the topic ends where its points start.
  const topic = clean((about?.[1] ?? "").replace(PLACEMENT_TAIL, "").split(/\s*[:?(]|\s[—–-]\s/u)[0]!);
  const generic =
    !topic || /^(?:a|an|the|one|some|next|new|another|one more|more|extra|missing)$/iu.test(topic);
  // "add a slide comparing us to Weave": a competition slide, not the next missing section.
  if (generic && /\bcompar(?:ing|e)\b|\bversus\b|\bvs\.?\s/iu.test(message)) {
    return { kind: "add", topic: "competition", placement };
  }
  if (generic) return { kind: "compose" };
  return { kind: "add", topic, placement, items: slideItems(message) };
}
