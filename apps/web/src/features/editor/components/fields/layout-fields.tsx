import type { SlideBody } from "@pds/contracts";
import { AskFields } from "./ask-fields.tsx";
import { BigNumbersFields } from "./big-numbers-fields.tsx";
import { ChartFields } from "./chart-fields.tsx";
import { ClosingFields } from "./closing-fields.tsx";
import { ComparisonFields } from "./comparison-fields.tsx";
import { CoverFields } from "./cover-fields.tsx";
import { ImageFields } from "./image-fields.tsx";
import { PositioningFields } from "./positioning-fields.tsx";
import { QuoteFields } from "./quote-fields.tsx";
import { StatementFields } from "./statement-fields.tsx";
import { TeamFields } from "./team-fields.tsx";
import { TimelineFields } from "./timeline-fields.tsx";
import { TwoColumnsFields } from "./two-columns-fields.tsx";

type Structured = Exclude<SlideBody, { layout: "bullets" }>;

/** The structured editor of a layout's fields (every layout but bullets, whose text is the Narrative). */
export function LayoutFields({ body, onChange }: { body: Structured; onChange: (body: Structured) => void }) {
  switch (body.layout) {
    case "cover":
      return (
        <CoverFields fields={body.fields} onChange={(fields) => onChange({ layout: "cover", fields })} />
      );
    case "statement":
      return (
        <StatementFields
          fields={body.fields}
          onChange={(fields) => onChange({ layout: "statement", fields })}
        />
      );
    case "twoColumns":
      return (
        <TwoColumnsFields
          fields={body.fields}
          onChange={(fields) => onChange({ layout: "twoColumns", fields })}
        />
      );
    case "bigNumbers":
      return (
        <BigNumbersFields
          fields={body.fields}
          onChange={(fields) => onChange({ layout: "bigNumbers", fields })}
        />
      );
    case "chart":
      return (
        <ChartFields fields={body.fields} onChange={(fields) => onChange({ layout: "chart", fields })} />
      );
    case "comparison":
      return (
        <ComparisonFields
          fields={body.fields}
          onChange={(fields) => onChange({ layout: "comparison", fields })}
        />
      );
    case "positioning":
      return (
        <PositioningFields
          fields={body.fields}
          onChange={(fields) => onChange({ layout: "positioning", fields })}
        />
      );
    case "team":
      return <TeamFields fields={body.fields} onChange={(fields) => onChange({ layout: "team", fields })} />;
    case "timeline":
      return (
        <TimelineFields
          fields={body.fields}
          onChange={(fields) => onChange({ layout: "timeline", fields })}
        />
      );
    case "ask":
      return <AskFields fields={body.fields} onChange={(fields) => onChange({ layout: "ask", fields })} />;
    case "quote":
      return (
        <QuoteFields fields={body.fields} onChange={(fields) => onChange({ layout: "quote", fields })} />
      );
    case "image":
      return (
        <ImageFields fields={body.fields} onChange={(fields) => onChange({ layout: "image", fields })} />
      );
    case "closing":
      return (
        <ClosingFields fields={body.fields} onChange={(fields) => onChange({ layout: "closing", fields })} />
      );
  }
}
