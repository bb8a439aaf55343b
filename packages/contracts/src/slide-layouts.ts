import { z } from "zod";

/**
 * Slide layouts and their typed fields. Every slide also has a title (its headline, the PPTX title
 * placeholder), speaker notes, and `content`: for "bullets" the founder's text, for every other layout the
 * plain text of its fields (see `layoutText`), kept so practice, copilot and search read one format.
 * Text fields use the slide text format (citation markers, placeholders; see slide-text.ts).
 */
export const fieldMax = {
  short: 40,
  label: 80,
  line: 160,
  paragraph: 400,
  block: 1200,
} as const;

const text = (max: number) => z.string().max(max);
const imageRef = z.string().min(1).max(100).nullable();

export const metricSchema = z.object({
  value: text(24),
  label: text(fieldMax.label),
  source: text(fieldMax.line),
});
export type Metric = z.infer<typeof metricSchema>;

export const chartPointSchema = z.object({ label: text(24), value: z.number().finite() });
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** A comparison cell: true = check, false = cross, a string = short text. */
export const comparisonCellSchema = z.union([z.boolean(), text(fieldMax.short)]);
export type ComparisonCell = z.infer<typeof comparisonCellSchema>;

export const teamMemberSchema = z.object({
  name: text(fieldMax.label),
  role: text(fieldMax.label),
  background: text(fieldMax.line),
  photoImageId: imageRef,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const milestoneSchema = z.object({
  when: text(24),
  title: text(fieldMax.label),
  detail: text(fieldMax.line),
  done: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const fundShareSchema = z.object({ label: text(fieldMax.label), percent: z.number().min(0).max(100) });
export type FundShare = z.infer<typeof fundShareSchema>;

export const positionedItemSchema = z.object({
  name: text(fieldMax.short),
  /** 0 = the low end of the axis, 1 = the high end. */
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  isUs: z.boolean(),
});
export type PositionedItem = z.infer<typeof positionedItemSchema>;

const axisSchema = z.object({ low: text(fieldMax.short), high: text(fieldMax.short) });

export const layoutFieldSchemas = {
  cover: z.object({
    tagline: text(fieldMax.line),
    logoImageId: imageRef,
    presenter: text(fieldMax.label),
    date: text(fieldMax.short),
  }),
  statement: z.object({ statement: text(fieldMax.line), subline: text(fieldMax.paragraph) }),
  bullets: z.object({}),
  twoColumns: z.object({
    leftHeading: text(fieldMax.short),
    leftBody: text(fieldMax.block),
    rightHeading: text(fieldMax.short),
    rightBody: text(fieldMax.block),
  }),
  bigNumbers: z.object({ metrics: z.array(metricSchema).min(1).max(3) }),
  chart: z.object({
    kind: z.enum(["bar", "line"]),
    seriesName: text(fieldMax.short),
    unit: text(12),
    points: z.array(chartPointSchema).min(1).max(12),
    caption: text(fieldMax.line),
  }),
  comparison: z
    .object({
      /** The first column is always "us". */
      columns: z.array(text(fieldMax.short)).min(2).max(5),
      rows: z
        .array(z.object({ criterion: text(fieldMax.short), cells: z.array(comparisonCellSchema).max(5) }))
        .min(1)
        .max(6),
    })
    .refine((value) => value.rows.every((row) => row.cells.length === value.columns.length), {
      message: "Every comparison row needs one cell per column",
    }),
  positioning: z.object({
    xAxis: axisSchema,
    yAxis: axisSchema,
    items: z.array(positionedItemSchema).min(1).max(8),
  }),
  team: z.object({ members: z.array(teamMemberSchema).min(1).max(6) }),
  timeline: z.object({ milestones: z.array(milestoneSchema).min(1).max(6) }),
  ask: z.object({
    amount: text(24),
    round: text(fieldMax.short),
    useOfFunds: z.array(fundShareSchema).max(6),
    milestones: text(fieldMax.paragraph),
  }),
  quote: z.object({
    quote: text(fieldMax.paragraph),
    author: text(fieldMax.label),
    role: text(fieldMax.label),
  }),
  image: z.object({ imageId: imageRef, caption: text(fieldMax.line) }),
  closing: z.object({
    subline: text(fieldMax.line),
    name: text(fieldMax.label),
    email: text(fieldMax.label),
    website: text(fieldMax.label),
    phone: text(fieldMax.short),
  }),
} as const;

export type SlideLayout = keyof typeof layoutFieldSchemas;
export const slideLayouts = Object.keys(layoutFieldSchemas) as SlideLayout[];
export const slideLayoutSchema = z.enum(slideLayouts as [SlideLayout, ...SlideLayout[]]);

export type LayoutFields<L extends SlideLayout> = z.infer<(typeof layoutFieldSchemas)[L]>;

const body = <L extends SlideLayout>(layout: L) =>
  z.object({ layout: z.literal(layout), fields: layoutFieldSchemas[layout] });

/** A slide's layout with its fields: the discriminated union every writer validates against. */
export const slideBodySchema = z.discriminatedUnion("layout", [
  body("cover"),
  body("statement"),
  body("bullets"),
  body("twoColumns"),
  body("bigNumbers"),
  body("chart"),
  body("comparison"),
  body("positioning"),
  body("team"),
  body("timeline"),
  body("ask"),
  body("quote"),
  body("image"),
  body("closing"),
]);
export type SlideBody = z.infer<typeof slideBodySchema>;
export type SlideBodyOf<L extends SlideLayout> = Extract<SlideBody, { layout: L }>;

/** Names shown in "Change layout". */
export const layoutNames: Record<SlideLayout, string> = {
  cover: "Cover",
  statement: "Statement",
  bullets: "Bullets",
  twoColumns: "Two columns",
  bigNumbers: "Big numbers",
  chart: "Chart",
  comparison: "Comparison table",
  positioning: "2×2 positioning map",
  team: "Team",
  timeline: "Timeline",
  ask: "The ask",
  quote: "Quote",
  image: "Image with caption",
  closing: "Closing",
};

export const bulletsBody: SlideBodyOf<"bullets"> = { layout: "bullets", fields: {} };

/** A stored layout and fields read back: anything that no longer parses is shown as bullets of `content`. */
export function parseSlideBody(layout: string, fields: unknown): SlideBody {
  const parsed = slideBodySchema.safeParse({ layout, fields });
  return parsed.success ? parsed.data : bulletsBody;
}

/** Image ids a slide body refers to (logo, photos, screenshot). */
export function bodyImageIds(body: SlideBody): string[] {
  switch (body.layout) {
    case "cover":
      return body.fields.logoImageId ? [body.fields.logoImageId] : [];
    case "team":
      return body.fields.members.flatMap((member) => (member.photoImageId ? [member.photoImageId] : []));
    case "image":
      return body.fields.imageId ? [body.fields.imageId] : [];
    default:
      return [];
  }
}

/** The body with every image reference cleared (for a copy into a deck that does not hold those images). */
export function withoutImages(body: SlideBody): SlideBody {
  switch (body.layout) {
    case "cover":
      return { ...body, fields: { ...body.fields, logoImageId: null } };
    case "team":
      return { ...body, fields: { members: body.fields.members.map((m) => ({ ...m, photoImageId: null })) } };
    case "image":
      return { ...body, fields: { ...body.fields, imageId: null } };
    default:
      return body;
  }
}
