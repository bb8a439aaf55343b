import { chartPointSchema, layoutFieldSchemas } from "@pds/contracts";
import { cn } from "../../../../components/ui/cn.ts";
import { patchAt, removeAt } from "../../lib/edit-list.ts";
import { maxOf } from "../../lib/field-max.ts";
import { listBounds } from "../../lib/list-bounds.ts";
import { useFieldEnv } from "./field-env.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { NumberBox } from "./number-box.tsx";
import { RowList } from "./row-list.tsx";
import { TextBox } from "./text-box.tsx";

const shape = layoutFieldSchemas.chart.shape;
const kinds = [
  { kind: "bar", name: "Bar" },
  { kind: "line", name: "Line" },
] as const;

export function ChartFields({ fields, onChange }: LayoutEditorProps<"chart">) {
  const { disabled } = useFieldEnv();
  const { points } = fields;
  return (
    <>
      <div role="group" aria-label="Chart type" className="flex gap-2">
        {kinds.map(({ kind, name }) => (
          <button
            key={kind}
            type="button"
            aria-pressed={fields.kind === kind}
            disabled={disabled}
            onClick={() => onChange({ ...fields, kind })}
            className={cn(
              "h-9 rounded-lg border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600",
              fields.kind === kind
                ? "border-accent-600 bg-accent-50 text-accent-800"
                : "border-slate-300 bg-white text-slate-700 hover:bg-slate-50",
            )}
          >
            {name} chart
          </button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextBox
          label="Series name"
          path="fields.seriesName"
          value={fields.seriesName}
          max={maxOf(shape.seriesName)}
          placeholder="Monthly revenue"
          onChange={(seriesName) => onChange({ ...fields, seriesName })}
        />
        <TextBox
          label="Unit"
          path="fields.unit"
          value={fields.unit}
          max={maxOf(shape.unit)}
          placeholder="k$"
          onChange={(unit) => onChange({ ...fields, unit })}
        />
      </div>
      <RowList
        legend="Data"
        rowName={(i) => `Point ${i + 1}`}
        path="fields.points"
        items={points}
        bounds={listBounds.points}
        addLabel="Add point"
        onAdd={() => onChange({ ...fields, points: [...points, { label: "", value: 0 }] })}
        onRemove={(i) => onChange({ ...fields, points: removeAt(points, i) })}
        renderRow={(point, i) => (
          <div className="grid grid-cols-2 gap-3">
            <TextBox
              label="Label"
              path={`fields.points.${i}.label`}
              value={point.label}
              max={maxOf(chartPointSchema.shape.label)}
              placeholder="Q1"
              onChange={(label) => onChange({ ...fields, points: patchAt(points, i, { label }) })}
            />
            <NumberBox
              label="Value"
              path={`fields.points.${i}.value`}
              value={point.value}
              onChange={(value) => onChange({ ...fields, points: patchAt(points, i, { value }) })}
            />
          </div>
        )}
      />
      <TextBox
        label="Caption"
        path="fields.caption"
        value={fields.caption}
        max={maxOf(shape.caption)}
        onChange={(caption) => onChange({ ...fields, caption })}
      />
    </>
  );
}
