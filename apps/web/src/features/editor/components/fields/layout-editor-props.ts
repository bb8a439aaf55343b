import type { LayoutFields, SlideLayout } from "@pds/contracts";

/** Every layout's editor: the fields as they are in the form, and the whole new fields on each edit. */
export interface LayoutEditorProps<L extends SlideLayout> {
  fields: LayoutFields<L>;
  onChange: (fields: LayoutFields<L>) => void;
}
