import { milestoneSchema } from "@pds/contracts";
import { patchAt, removeAt } from "../../lib/edit-list.ts";
import { maxOf } from "../../lib/field-max.ts";
import { listBounds } from "../../lib/list-bounds.ts";
import { useFieldEnv } from "./field-env.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { RowList } from "./row-list.tsx";
import { TextBox } from "./text-box.tsx";

const shape = milestoneSchema.shape;

export function TimelineFields({ fields, onChange }: LayoutEditorProps<"timeline">) {
  const { disabled } = useFieldEnv();
  const { milestones } = fields;
  const set = (i: number, patch: Partial<(typeof milestones)[number]>) =>
    onChange({ milestones: patchAt(milestones, i, patch) });
  return (
    <RowList
      legend="Milestones"
      rowName={(i) => `Milestone ${i + 1}`}
      path="fields.milestones"
      items={milestones}
      bounds={listBounds.milestones}
      addLabel="Add milestone"
      onAdd={() =>
        onChange({ milestones: [...milestones, { when: "", title: "", detail: "", done: false }] })
      }
      onRemove={(i) => onChange({ milestones: removeAt(milestones, i) })}
      renderRow={(milestone, i) => (
        <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
          <TextBox
            label="When"
            path={`fields.milestones.${i}.when`}
            value={milestone.when}
            max={maxOf(shape.when)}
            placeholder="Q3 2025"
            onChange={(when) => set(i, { when })}
          />
          <TextBox
            label="Title"
            path={`fields.milestones.${i}.title`}
            value={milestone.title}
            max={maxOf(shape.title)}
            onChange={(title) => set(i, { title })}
          />
          <TextBox
            label="Detail"
            path={`fields.milestones.${i}.detail`}
            value={milestone.detail}
            max={maxOf(shape.detail)}
            className="sm:col-span-2"
            onChange={(detail) => set(i, { detail })}
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={milestone.done}
              disabled={disabled}
              onChange={(event) => set(i, { done: event.target.checked })}
            />
            Done
          </label>
        </div>
      )}
    />
  );
}
