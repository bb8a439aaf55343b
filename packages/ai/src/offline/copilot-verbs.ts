import { TONES } from "./copilot-tone-words.ts";

/**
 * The request verbs a message is read for, in order of precedence when two match at once. The earliest
 * verb in the message decides its intent ("please add a slide about how we remove friction" is an add).
 */
export type VerbKind =
  | "length"
  | "duplicate"
  | "hide"
  | "undo"
  | "spelling"
  | "placeholders"
  | "merge"
  | "notes"
  | "headlines"
  | "review"
  | "advise"
  | "compose"
  | "add"
  | "shorten"
  | "tone"
  | "rewrite"
  | "delete"
  | "move"
  | "rename";

export const VERBS: readonly [VerbKind, RegExp][] = [
  // "hide slide 4", "pls skip the market slide" ("… and we skip it" says what the deck does).
  [
    "hide",
    /(?:^|[.!?]\s+|\b(?:please|pls|can you|could you|just|and)\s+)(?:hide|unhide|skip)\s+(?=(?:the|this|that|it|slide|slides|\d)\b)(?=.*\bslide\b)(?<!\bwe\s+skip\s+)/u,
  ],
  // "duplicate slide 5", "copy the team slide" ("copy my email into the closing slide" is no copy of a slide).
  [
    "duplicate",
    /^(?:please\s+|can you\s+|could you\s+)?(?:duplicate|copy(?!\s+(?:me|what|exactly|out)\b)|clone)\s+(?:the\s+|this\s+|that\s+|my\s+|our\s+)?(?:slide\s*\d+|last slide|(?:(?!(?:into|to|onto|from|on|in|with)\b)[\p{L}-]+\s+){0,3}slide)\b/u,
  ],
  ["undo", /^(?:please\s+)?(?:undo|revert|roll back|go back|take (?:that|it) back)\b/u],
  ["spelling", /\b(?:typos?|spelling|spell[- ]?check|misspell\w*|grammar|proofread\w*)\b/u],
  [
    "review",
    /\bis (?:the|my|our|this) [\p{L}\s-]+? slide (?:convincing|believable|credible|strong enough|good enough|working|too thin|thin|enough|going to (?:hold up|land|work|fly))\b|\bis ["'‘“][^"'’”]{4,60}["'’”] going to (?:land|hold up|work|fly)\b|\bpoke at\b|\b(?:believable|credible)\b|\bcall (?:bs|bullshit)\b|\bwould (?:a|an|the) (?:\w+ ){0,2}(?:partner|investor|vc)s? (?:believe|buy|be impressed|like|care|say)\b|\b(review|what'?s missing|what is missing|missing anything|anything missing|did (?:i|we) miss|feedback|critique|critici[sz]e|criticism|poke holes|push back|red flags?|weak(?:est|ness(?:es)?)?|audit|check (?:my|the) deck|gaps?)\b|\b(?:what|how) (?:would|will|might) (?:an? )?(?:\w+ ){0,2}(?:partner|investor|vc|a16z|yc|sequoia|lightspeed)s?\b/u,
  ],
  // A question about what a slide needs, or facts to put on one: advice, not an edit ("what should I put
  // on the market slide?", "add a TAM to the market slide" — the offline engine has no TAM to add).
  [
    "advise",
    /\b(?:add|put|include)\b[^.?!]*?\b(?:to|on|in|into)\s+(?:(?:the|my|our|this)\s+[\p{L}\s-]+?\s+slide|(?:the|my|our|this)\s+(?:[\p{L}-]+\s+)?(?:comparison|table)|slide\s+\d+)\b|\bwhat (?:should|do|can|could) (?:i|we) (?:put|write|say|add|include|show)\b|\bhow (?:do|should|can|could) (?:i|we) (?:improve|fix|strengthen|make|write|present)\b|\bmore (?:specific|concrete|detailed|precise)\b|\bwhat (?:goes|belongs) (?:on|in)\b|^(?:so\s+)?what(?:'s| is| are) (?:our|my)\b/u,
  ],
  ["merge", /\b(?:merge|combine|fold)\b/u],
  // "remove all the placeholders": the gaps are the founder's to fill, not text to delete.
  [
    "placeholders",
    /\b(?:delete|remove|drop|clear|get rid of|clean up)\b(?!\s+(?:slide\s*)?\d{1,2}\b)[^.?!]*\b(?:placeholders?|brackets?|gaps?)\b|\b(?:which|what|any|anything|where|how many)\b[^.?!]*\b(?:placeholders?|brackets?|bracketed|still (?:need|have) to fill|left to fill)\b/u,
  ],
  // "how many slides is this", "how long would this take to present?", "7 min slot — this deck fit or is too
  // long?" (a question, so nothing is cut).
  [
    "length",
    /\b10\s*\/\s*20\s*\/\s*30\b[^?]*\b(?:are we over|too many|how many)\b|\b\d{1,2}\s+slides\s+(?:max|maximum|tops)\b[^?]*\b(?:are we|is it|is this|is the deck)\s+over\b|\bhow (?:many slides|many (?:do|have) we (?:have|got)\b|long (?:is|would|will|does) (?:this|it|the deck|my deck)\b)|\bhow long[^.?!]*\bpresent|\btoo many slides\b|\bread(?:ing)? time\b|\bcount (?:again|the slides)\b|\b(?:fit|fits)\b[^.?!]*\b\d+\s*[- ]?min|\bslides too (?:many|long)\b|\bget through (?:this|the|my)\b[^.?!]*\bdeck\b|\bget (?:thru|through) (?:all (?:of )?)?(?:this|it|the (?:deck|slides))\b|\bruntime\b|\bhow many minutes\b|\b(?:deck|pitch|presentation|it|this)\b[^.?!]{0,30}\btoo long\s*\?|\b\d+\s*[- ]?min(?:ute)?s?\b[^.?!]*\b(?:fits?|too long)\b|\b\d+\s*[- ]?min(?:ute)?s?\b.*\bam i (?:over|under)\b/u,
  ],
  // "write speaker notes for slide 2": the notes, not a new slide called "Speaker notes".
  [
    "notes",
    /\b(?:write|add|draft|create|generate|give me|make|prepare)\b[^.?!]*\b(?:speaker |presenter )?notes\b/u,
  ],
  // "make all titles headlines", "give the traction slide a better title".
  // "what should the title of slide 2 be?", "suggest a title for the market slide".
  [
    "headlines",
    /\bheadlines?\b|\balternative (?:titles?|headings?)\b|\b(?:titles?|headings?) (?:options|ideas|alternatives)\b|\b(?:better|stronger|clearer) (?:title|heading)s?\b|\bwhat should (?:the )?(?:title|heading)\b|\bsuggest (?:a )?(?:title|heading)\b|\btitle\b[^.?!]*\b(?:says?|states?)\s+(?:the\s+)?(?:takeaway|point|claim)\b|\b(?:title|heading) is (?:just )?(?:a )?(?:label|run-on)\b|\b(?:every|all|each)\b[^.?!]*\btitles?\b[^.?!]*\b(?:a full sentence|full sentences|a claim|claims)\b/u,
  ],
  ["compose", /\b(compose|next slide|slide (?:my|the) deck needs)\b/u],
  [
    "add",
    /\b(?:add|create|insert|include|write)\b(?=.*\bslide)|^(?:a\s+)?new slide\b|^(?:a\s+)?[\p{L}][\p{L}\s&-]{1,30}?\s+slide\s+(?:pls|please|plz)\s*[:—–-]|\b(?:make|need|get|have|want|do)\s+(?:me\s+)?(?:a|an|another|one more)\b(?=.*\bslide)|\b(?:give\s+(?:me|us)|put\s+together|build|prepare)\s+(?:a|an|another|one more)\b(?=[^.?!]*\bslide\b)|\bput\s+(?:in\s+)?(?:a|an|another|one more)\s+(?:new\s+)?[\p{L}\s&-]{2,30}?\s+slide\b|\b(?:we\s+)?(?:need|want)\s+something\s+(?:on|about)\b|^(?:new\s+)?slide idea\s*:|\badd\s+(?:our|my|the|a|an|some)\s+(?!.*\b(?:to|on|in|into)\s+(?:the|my|our|this|slide)\b)/u,
  ],
  [
    "shorten",
    /\b(shorten|shrink|tighten|trim|condense|compress|shorter|tighter|cut (?:it |them |this |everything )?down|cut (?:the |this |that |our )?(?:[\p{L}-]+ ){0,3}?slide down|(?:cut|remove|strip|lose) (?:the |all the |any )?(?:fluff|filler|waffle)|more concise|fewer words|less (?:wordy|text|verbose)|(?:too|so) (?:long|wordy|dense|verbose)|wordy|half (?:as long|the length)|a mouthful)\b/u,
  ],
  ["tone", new RegExp(TONES.map(([pattern]) => pattern.source).join("|"), "u")],
  [
    "rename",
    /\b(rename|retitle|call(?!\s+(?:notes?|log|recording|transcript)\b)|title|name)\b(?=.*\b(?:deck|presentation|slide|to)\b)|\b(?:deck|presentation|file)\s+(?:file\s+|itself\s+)?(?:be\s+)?(?:called|named|titled)\b|^(?:(?:pls|please)\s+)?(?:the\s+)?(?:deck|presentation)(?:'s|’s)?\s+(?:file\s+)?(?:name|title)\s*(?::|(?:pls|please)\s*["“])|\b(?:rename|retitle|title|name|call)\s+(?:the\s+|this\s+)?file\b|\b(?:rename|retitle)\s+this\s+one\b|\b(?:presentation|deck)(?:'s|’s)\s+(?:name|title)\s+to\b|\bretitle\s+(?:the\s+)?(?:whole\s+)?file\b|\b(?:deck|presentation)(?:'s|’s)?\s+(?:file\s+)?(?:name|title)\b[^→]*(?:→|->|=>)|\bslide\s*\d*(?:'s|’s)\s+(?:title|heading)\s+to\b|(?:^|[.!?]\s+)(?:pls\s+|please\s+)?(?:call|name)\s+this\s+one\b|\b(?:sidebar|file|tab|list)\s+name\b[^.?!]*(?:→|->|=>|:|=)|\b(?:file\s*|deck\s+|presentation\s+)(?:name|title)\s*(?:should|must|needs? to|→|->|=>|:)|\b(?:file|deck|presentation)\s+(?:name|title)\b[^→.!?]{0,60}?(?:→|->|=>)|\btitle\s*(?:→|->|=>|:\s*(?:exactly\s+)?["“'‘])|\b(?:deck|presentation)\s+name\s+(?:pls|please|plz)\s*[:=]|\bdeck\b[^.!?]*[.!?]\s+(?:call|name)\s+it\b|\b(?:name|title)\s+in\s+the\s+(?:sidebar|file list|tab)\b/u,
  ],
  ["rewrite", /\b(rewrite|rephrase|reword|improve|polish|clean up|redo|edit|fix)\b/u],
  // "can we lose the why now slide": "lose" only with a slide after it ("clinics lose 20%" is a fact).
  [
    "delete",
    /\b(delete|remove|drop(?!\s+(?:(?:it|them|that|this|these)\s+)?in\b)|get rid of|erase|ditch|scrap|nix|nuke|axe|take out|kill|trash|yank|bin|pull(?:ing)?(?![^.?!]*\b(?:forward|up|back|earlier|ahead|so (?:it|that)|to (?:the )?(?:front|start|position)|after|before)\b))\b(?=[^.?!]*\bslides?\b)|\b(?:delete|remove|drop(?!\s+(?:(?:it|them|that|this|these)\s+)?in\b)|get rid of|erase|ditch|scrap|nix|axe|take out|toss|chuck)\b|\bpull(?=\s+(?:it|that|this)\s*(?:[.!,]|$))|\blose\s+(?=(?:(?:the|that|this)\s+(?:["“'‘][^"”'’]{2,60}["”'’]\s+|(?:[\p{L}-]+\s+){0,3}))?slides?\b|(?:(?:the|that|this)\s+)?(?:problem|solution|why now|market|product|business model|pricing|traction|competition|moat|team|financials|ask|cover|closing|thank[- ]you|gtm|go-to-market|roadmap|appendix)\b|\d{1,2}\s*(?:[.!,]|$))|\bcut\s+(?=slide\s+\d{1,2}\b(?!\s*(?:down|to|by|in half|and|,|&)))|\bcut\s+(?=(?:the|that|this|our)\s+(?:(?!(?:on|in|from|of|off)\b)[\p{L}-]+\s+){1,3}slide\b(?!\s*(?:down\b|to\b|by\b|in half\b|['’]s\b)))/u,
  ],
  // "make the market slide first": a move, not a rewrite.
  [
    "move",
    /\b(?:should|must|needs? to)\s+(?:come|go|be|sit)\s+(?:right\s+)?(?:before|after|first|last|at the (?:end|start)|up front)\b|\b(?:go|come|sit|be)\s+where\s+(?:the\s+)?[\p{L}\d\s]{2,30}?\s+(?:is|sits)\b|\b(?:should|must|needs? to)\s+be\s+(?:the\s+)?(?:slide\s*\d+|\d+(?:st|nd|rd|th)\s+slide|(?:first|second|third|fourth|fifth)\s+slide|(?:second[\s-]to[\s-]last|penultimate)(?:\s+(?:slide|one))?)\b|^(?:can|could)\s+[^.?!]*?\b(?:go|come|sit|be|live|land)\s+(?:right\s+|directly\s+|just\s+)?(?:before|after)\b|^(?:slide\s*)?\d+\s*(?:→|->|=>)\s*(?:between|before|after|slot|position|slide|#|\d|(?:the\s+)?(?:end|start|first|last)\b)|\bfirst\b[^.?!]*\bright after (?:the\s+)?cover\b|\bslot\b[^.?!]*\bbetween\b|(?<!\b(?:never|not|don'?t|doesn'?t|can'?t|won'?t|cannot)\s)\b(move|reorder|put|place|bump|shift|drag|park)\b(?!\s+(?:their|your|his|her|money|books|fast|faster|quickly|on|ahead|forward with|together)\b)(?!\s+(?:a|an)\s+(?!(?:new\s+)?slide\b)[\p{L}-]+\s+(?:under|around|on|over|behind)\b)|(?:^|[.!?]\s+)(?:bring|get)\b[^.?!]*?(?:\b(?:up|down)\s+to\s+\d|,?\s*\b(?:slot|position|spot)\s*#?\d|#\d)|\b(?:sandwich|wedge|tuck)\b[^.?!]*\bbetween\b|\bflip\s+\d+\s+(?:and|&|n)\s+\d+\b|\b(?:swap|switch)\b(?!\s+(?:out|in)\b)(?![^.?!]*\bfor\b)|\bpush\b(?=[^.?!]*\b(?:up|down|back|later|earlier|forward|after|before)\b)|^(?:the\s+)?(?!(?:file|deck|presentation|sidebar|tab)\s*(?:name|title)\b)[\p{L}][\p{L}\s-]{1,25}?\s*(?:→|->|=>)|\b(?:i want|i'd like)\s+[^.?!]*\bto be (?:slide\s*\d+|the\s+\w+\s+slide|\d+(?:st|nd|rd|th))|\b(?:is|felt|feels|seems|looks) (?:buried|hidden)\b[^.?!]*[.!?]\s*make it\b|^(?:show|have)\s+[^.?!]*\b(?:before|after)\b|^(?:pull|push|bring)\b[^.?!]*\bso (?:it|that it) (?:comes|sits|goes|lands)\b|\bshould be the (?:very )?last (?:thing|slide)\b|\b(?:flip|reorder)\b[^.?!]*\b(?:opens?|starts?)\b|\bmake\b(?=.*\bslide\b.*\b(?:first|last)\s*[.!?]*$)|\b(?:make|move|put)\s+it\s+(?:to\s+|at\s+)?(?:slide|position|spot|#)\s*#?\d{1,2}\b|\b(?:i want|i'd like)\s+[^.?!]*?\s(?:as|at)\s+(?:#|slide\s*|position\s*|number\s*)\d/u,
  ],
];

export const VERB_OF = Object.fromEntries(VERBS) as Record<VerbKind, RegExp>;
