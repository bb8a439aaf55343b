import { layoutFieldSchemas } from "@pds/contracts";
import { maxOf } from "../../lib/field-max.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { TextBox } from "./text-box.tsx";

const shape = layoutFieldSchemas.quote.shape;

export function QuoteFields({ fields, onChange }: LayoutEditorProps<"quote">) {
  return (
    <>
      <TextBox
        label="Quote"
        path="fields.quote"
        value={fields.quote}
        max={maxOf(shape.quote)}
        rows={3}
        onChange={(quote) => onChange({ ...fields, quote })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextBox
          label="Author"
          path="fields.author"
          value={fields.author}
          max={maxOf(shape.author)}
          onChange={(author) => onChange({ ...fields, author })}
        />
        <TextBox
          label="Author's role"
          path="fields.role"
          value={fields.role}
          max={maxOf(shape.role)}
          placeholder="Owner, Bloom Salon"
          onChange={(role) => onChange({ ...fields, role })}
        />
      </div>
    </>
  );
}
