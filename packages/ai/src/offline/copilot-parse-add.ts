import { capitalize } from "./text.ts";
import type { Intent } from "./copilot-intent.ts";
import { figureSentences } from "./copilot-handed-facts.ts";
import { clean } from "./copilot-parse-edits.ts";
import { parsePlacement } from "./copilot-placement.ts";
import { slideItems } from "./copilot-slide-items.ts";

/** "add a slide about our pricing after traction", "kpi slide pls: …": a new slide's topic, place and points. */

const PLACEMENT_TAIL =
  /\s+(?:(?:right\s+)?(?:before|after|above|below)\s+(?:the\s+)?(?:slides?\s*\d+|.*\bslides?\b).*|(?:to|at|in|into)\s+(?:position|slot|place|spot)\s*#?\d+.*|as\s+(?:the\s+)?(?:slide\s+\d+|\d+(?:st|nd|rd|th)\s+slide).*|(?:at|to)\s+the\s+(?:end|start|beginning|top|bottom|front)\b.*)$/iu;

/**
 * The match of `pattern` that starts last, each start tried in turn (a lazy match runs from the first),
 * among those whose first group stays in one sentence.
 */
function lastOf(pattern: RegExp, text: string): RegExpExecArray | null {
  let found: RegExpExecArray | null = null;
  for (let from = pattern.exec(text); from;) {
    // "… before we have a lead. take slide 12 out": a topic does not run across a sentence's end.
    if (!/[.!?]\s/u.test(from[1] ?? "")) found = from;
    const next = pattern.exec(text.slice(from.index + 1));
    from = next && Object.assign(next, { index: next.index + from.index + 1 });
  }
  return found;
}

export function parseAdd(message: string): Intent {
  // "new slide: how it works in 3 steps — connect bank, auto-match, review exceptions".
  const headed =
    /^(?:(?:a|one more|another)\s+)?(?:new slide|(?:new\s+)?slide idea)(\s+(?:right\s+)?(?:before|after)\s+(?:the\s+)?[\p{L}\s-]+?)?(?:\s+(?:pls|please|plz))?\s*[:—–-]\s*(.+?)(?:\s+in\s+\w+\s+steps)?\s*(?:[—–:]\s*(.+))?$/iu.exec(
      message.trim(),
    );
  if (headed?.[2]) {
    // "new slide after traction: customer quote — '…' — Ana Ruiz, Controller": where it goes, then what.
    const items = headed[3] ? slideItems(`slide: ${headed[3]}`) : undefined;
    const placement = headed[1] ? parsePlacement(headed[1].trim()) : null;
    return { kind: "add", topic: clean(headed[2]), placement, ...(items ? { items } : {}) };
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
  // "… 'a clearer path to $10M ARR' … add a slide that lays out that path": the path the remark named.
  const pointed =
    /\bslide\s+(?:that|which)\s+(?:lays out|shows|explains|covers|walks through|spells out)\s+(?:that|this|the)\s+([\p{L}]+)\b/iu.exec(
      message,
    );
  const pathNamed = pointed?.[1]
    ? new RegExp(
        `\\b(${pointed[1]}\\s+(?:to|for|of)\\s+[^.'"”’!?]{2,30}?)(?=\\s+before\\b|[.'"”’!?]|$)`,
        "iu",
      ).exec(message.slice(0, pointed.index))?.[1]
    : undefined;
  if (pathNamed)
    return { kind: "add", topic: capitalize(pathNamed.trim()), placement: parsePlacement(message, true) };
  // "create a slide that's just a screenshot of the dashboard, title it product demo": the name it gets.
  const titleIt =
    /\b(?:title|call|name)\s+it\s+["“']?(.+?)["”']?(?=\s+(?:i'?ll|we'?ll|and|so|pls|please|i|we)\b|\s*[.,;!]|$)/iu.exec(
      message,
    );
  if (titleIt?.[1] && titleIt[1].split(/\s+/u).length <= 6)
    return { kind: "add", topic: clean(titleIt[1]), placement: parsePlacement(message, true) };
  // "make a slide called security and compliance we're SOC 2 …": the name the founder gives it.
  const called =
    /\bslide\s+(?:called|named|titled)\s+(.+?)(?=\s+(?:we|we're|we've|it|it's|i|our|that|which|with|w\/)\b|\s*[,.;:—–(]|$)/iu.exec(
      message,
    );
  if (called?.[1] && !/^["“'‘]/u.test(called[1]))
    return { kind: "add", topic: clean(called[1]), placement: parsePlacement(message, true) };
  // "…: churn, pricing power. goes at the very end": where it goes, said last.
  const last = /[.!]\s+((?:it\s+)?(?:goes|go|should go|put it|place it|add it)\b[^.!?]*)[.!]?$/iu.exec(
    message,
  )?.[1];
  // "… we skip it. add a purpose slide after the cover": the place is said with the slide.
  const asking = message.split(/(?<=[.!?])\s+/u).find((sentence) => /\bslides?\b/iu.test(sentence));
  const placement =
    (asking ? parsePlacement(asking, true) : null) ??
    parsePlacement(message, true) ??
    (last ? parsePlacement(last, true) : null);
  const after =
    /\bslides?\s+(?:(?:right\s+)?(?:after|before)\s+(?:the\s+)?\w+\s+)?(about|on|for|covering|regarding|explaining|describing|showing|with|w\/|w(?=\s+(?:our|my|the|all)\b)|listing|highlighting|featuring|teasing|previewing|outlining|answering|addressing|that covers|that shows|to cover|to explain)\s+(?:a\s+placeholder\s+for\s+)?(.+)$/iu.exec(
      message,
    );
  // "we need something on international expansion — UK + EU next yr".
  const something = /\b(?:need|want)\s+something\s+(?:on|about)\s+(.+?)(?:\s*[—–:]\s*(.+))?$/iu.exec(message);
  if (something?.[1]) {
    const items = something[2] ? slideItems(`slide: ${something[2]}`) : undefined;
    return { kind: "add", topic: clean(something[1]), placement: null, ...(items ? { items } : {}) };
  }
  // "we have literally zero GTM in here 😬 add a go-to-market slide": the verb nearest the slide asks for it.
  const kind = lastOf(
    /\b(?:add|create|insert|include|write|make|need|get|have|want|do|put(?:\s+together)?|give|build|prepare)\s+(?:in\s+)?(?:me\s+|us\s+)?(?:another|an|a|one|the|some)?\s*(?:new\s+)?(.+?)\s+slides?\b/iu,
    message,
  );
  // "a closing slide with my email" is a closing slide; "a slide with our roadmap" is about the roadmap.
  const named = kind?.[1] && !/^(?:a|an|the|one|some|new|another|more|extra)$/iu.test(kind[1]);
  // "a workflow diagram slide for the GV partner": the kind is the topic, "for …" whom it is for; "a backup
  // slide for Q&A" names no kind, so its topic follows "for".
  const kindFirst = named && !ONLY_HOW.test(kind[1]!) && after?.[1]?.toLowerCase() === "for";
  // "a distribution slide for that": "that" is the news, the slide's kind is its topic.
  const pointsBack = /^(?:that|this|it|them|those|these)\b/iu.test(after?.[2] ?? "");
  const about =
    (after && !kindFirst && !((["with", "w/"].includes(after[1]!.toLowerCase()) || pointsBack) && named)
      ? [after[0], after[2]]
      : null) ??
    kind ??
    /\badd\s+(?:our|my|the|a|an|some)\s+(.+)$/iu.exec(message);
  // "add a small cite line under it": a line on a slide, not a slide.
  if (
    !after &&
    !kind &&
    /\b(?:line|bullet|sentence|note|footnote|cite|citation|caption|row|column|word)s?\b/iu.test(
      about?.[1] ?? "",
    )
  )
    return { kind: "help" };
  // "a slide on our matching accuracy? 96% auto-match…": the topic ends where its points start.
  const topic = clean(
    (about?.[1] ?? "")
      .replace(/\buse-of-funds\b/giu, "use of funds")
      // "a screenshot placeholder of the reconciliation view": the slide is the view.
      .replace(
        /^(?:a\s+)?(?:screenshot|image|photo|picture|mock-?up)s?\s+(?:placeholder\s+)?(?:of|for)\s+(?:the\s+|our\s+)?/iu,
        "",
      )
      .replace(PLACEMENT_TAIL, "")
      .replace(ONLY_HOW, "")
      .split(/\s*[:?(]|\s[—–-]\s|\s+(?:w\/|with)\s+/u)[0]!,
  );
  // "new slide w/ our story in dates — incorporated Feb '23, pilot w/ Halden Sept '23": the points after the dash.
  const tail = /\bslides?\b[^—–:]*?(?:\s[—–]\s|:\s|,\s+(?=[^,]*\d[^,]*,[^,]*\d))(.+)$/su.exec(message)?.[1];
  const items = slideItems(message) ?? (tail ? slideItems(`slide: ${tail}`) : undefined);
  // "give me a slide with it: blended CAC $1,900, payback 7 months, …": the points say what it is about.
  const said =
    /^(?:it|that|this|them|(?:our\s+)?(?:[\p{L}\d]+\s+)?(?:stuff|things|numbers|info|bits))$/iu.test(topic)
      ? topicOfItems(items ?? [])
      : null;
  if (said) return { kind: "add", topic: said, placement, ...(items ? { items } : {}) };
  const generic =
    !topic || /^(?:a|an|the|one|some|next|new|another|one more|more|extra|missing)$/iu.test(topic);
  // "add a slide comparing us to Weave": a competition slide, not the next missing section.
  if (generic && /\bcompar(?:ing|e)\b|\bversus\b|\bvs\.?\s/iu.test(message)) {
    return { kind: "add", topic: "competition", placement };
  }
  // A slide asked for nowhere in one sentence ("… before we have a lead. take slide 12 out") is no request to add.
  if (generic && !kind && !after) return { kind: "help" };
  if (generic) return { kind: "compose" };
  // "60% of our signups come from the free recon template. I want a distribution slide for that": the news.
  const news = pointsBack && kind ? figureSentences(message.slice(0, kind.index), 3) : [];
  // "headcount post-raise goes 8 → 17 … need a slide on it, table by quarter is fine": the news's subject.
  const subject = /^(?:it|that|this|them)\b/iu.test(topic) && news[0] ? subjectOf(news[0]) : null;
  return {
    kind: "add",
    topic: subject ?? topic,
    placement,
    items: news.length > 0 ? [...news, ...(items ?? [])] : items,
  };
}

/** Words that say how the slide is made, not what it is about: "a dedicated founder-market fit slide". */
const ONLY_HOW =
  /^(?:dedicated|separate|backup|quick|short|simple|extra|whole|single|proper|real|standalone)\b\s*/iu;

/** What a list of points is about, when the founder says only "a slide with it". */
function topicOfItems(items: readonly string[]): string | null {
  const text = items.join(" ");
  if (/\b(?:CAC|LTV|payback|gross margin|contribution margin|churn)\b/iu.test(text)) return "Unit economics";
  if (
    /\b(?:encrypt\w*|AES|SOC ?2|pen(?:etration)? test|GDPR|ISO ?27001|read-only|access control)\b/iu.test(
      text,
    )
  )
    return "Security";
  if (/\b(?:stars?|reviews?|NPS|G2|Capterra|ratings?)\b/u.test(text)) return "Customer reviews";
  return null;
}

/** "Headcount post-raise goes 8 → 17 by end of '26": what the sentence is about, before its verb. */
function subjectOf(sentence: string): string | null {
  const subject =
    /^((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:goes|go|went|is|are|was|were|grew|grows|hit|reached|will|has|have|rose|fell|doubled)\b/iu.exec(
      sentence,
    )?.[1];
  return subject && !/^(?:we|i|it|they|our|this|that)\b/iu.test(subject) ? capitalize(subject) : null;
}
