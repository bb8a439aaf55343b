import { layoutFieldSchemas } from "@pds/contracts";
import { maxOf } from "../../lib/field-max.ts";
import { ImageBox } from "./image-box.tsx";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { OverflowWarning } from "./field-notes.tsx";
import { TextBox } from "./text-box.tsx";

export function ImageFields({ fields, onChange }: LayoutEditorProps<"image">) {
  return (
    <>
      <ImageBox
        label="Image"
        imageId={fields.imageId}
        onChange={(imageId) => onChange({ ...fields, imageId })}
      />
      <OverflowWarning path="fields.imageId" />
      <TextBox
        label="Caption"
        path="fields.caption"
        value={fields.caption}
        max={maxOf(layoutFieldSchemas.image.shape.caption)}
        onChange={(caption) => onChange({ ...fields, caption })}
      />
    </>
  );
}
