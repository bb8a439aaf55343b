import { layoutFieldSchemas } from "@pds/contracts";
import { maxOf } from "../../lib/field-max.ts";
import { ImageBox } from "./image-box.tsx";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { TextBox } from "./text-box.tsx";

const shape = layoutFieldSchemas.cover.shape;

export function CoverFields({ fields, onChange }: LayoutEditorProps<"cover">) {
  return (
    <>
      <TextBox
        label="Tagline"
        path="fields.tagline"
        value={fields.tagline}
        max={maxOf(shape.tagline)}
        onChange={(tagline) => onChange({ ...fields, tagline })}
      />
      <ImageBox
        label="Logo"
        imageId={fields.logoImageId}
        onChange={(logoImageId) => onChange({ ...fields, logoImageId })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextBox
          label="Presenter"
          path="fields.presenter"
          value={fields.presenter}
          max={maxOf(shape.presenter)}
          onChange={(presenter) => onChange({ ...fields, presenter })}
        />
        <TextBox
          label="Date"
          path="fields.date"
          value={fields.date}
          max={maxOf(shape.date)}
          onChange={(date) => onChange({ ...fields, date })}
        />
      </div>
    </>
  );
}
