import { layoutFieldSchemas } from "@pds/contracts";
import { maxOf } from "../../lib/field-max.ts";
import { groupClass } from "./field-styles.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { TextBox } from "./text-box.tsx";

const shape = layoutFieldSchemas.twoColumns.shape;
const sides = [
  { side: "left", name: "Left column" },
  { side: "right", name: "Right column" },
] as const;

export function TwoColumnsFields({ fields, onChange }: LayoutEditorProps<"twoColumns">) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {sides.map(({ side, name }) => {
        const heading = `${side}Heading` as const;
        const body = `${side}Body` as const;
        return (
          <fieldset key={side} className={groupClass}>
            <legend className="px-1 text-sm font-semibold text-slate-800">{name}</legend>
            <TextBox
              label={`${name} heading`}
              path={`fields.${heading}`}
              value={fields[heading]}
              max={maxOf(shape[heading])}
              onChange={(value) => onChange({ ...fields, [heading]: value })}
            />
            <TextBox
              label={`${name} text`}
              path={`fields.${body}`}
              value={fields[body]}
              max={maxOf(shape[body])}
              rows={6}
              hint="Each line becomes a bullet."
              onChange={(value) => onChange({ ...fields, [body]: value })}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
