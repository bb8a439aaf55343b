import { layoutFieldSchemas } from "@pds/contracts";
import { maxOf } from "../../lib/field-max.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { TextBox } from "./text-box.tsx";

const shape = layoutFieldSchemas.statement.shape;

export function StatementFields({ fields, onChange }: LayoutEditorProps<"statement">) {
  return (
    <>
      <TextBox
        label="Statement"
        path="fields.statement"
        value={fields.statement}
        max={maxOf(shape.statement)}
        rows={2}
        onChange={(statement) => onChange({ ...fields, statement })}
      />
      <TextBox
        label="Subline"
        path="fields.subline"
        value={fields.subline}
        max={maxOf(shape.subline)}
        rows={3}
        onChange={(subline) => onChange({ ...fields, subline })}
      />
    </>
  );
}
