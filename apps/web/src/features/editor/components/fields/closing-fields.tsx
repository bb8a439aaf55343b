import { layoutFieldSchemas } from "@pds/contracts";
import { maxOf } from "../../lib/field-max.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { TextBox } from "./text-box.tsx";

const shape = layoutFieldSchemas.closing.shape;
const contacts = [
  { key: "name", label: "Name", placeholder: "Ana Souza, CEO" },
  { key: "email", label: "Email", placeholder: "ana@stockly.app" },
  { key: "website", label: "Website", placeholder: "stockly.app" },
  { key: "phone", label: "Phone", placeholder: "+1 555 0100" },
] as const;

export function ClosingFields({ fields, onChange }: LayoutEditorProps<"closing">) {
  return (
    <>
      <TextBox
        label="Subline"
        path="fields.subline"
        value={fields.subline}
        max={maxOf(shape.subline)}
        onChange={(subline) => onChange({ ...fields, subline })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {contacts.map(({ key, label, placeholder }) => (
          <TextBox
            key={key}
            label={label}
            path={`fields.${key}`}
            value={fields[key]}
            max={maxOf(shape[key])}
            placeholder={placeholder}
            onChange={(value) => onChange({ ...fields, [key]: value })}
          />
        ))}
      </div>
    </>
  );
}
