import { metricSchema, placeholder } from "@pds/contracts";
import { patchAt, removeAt } from "../../lib/edit-list.ts";
import { maxOf } from "../../lib/field-max.ts";
import { listBounds } from "../../lib/list-bounds.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { RowList } from "./row-list.tsx";
import { TextBox } from "./text-box.tsx";

const shape = metricSchema.shape;

export function BigNumbersFields({ fields, onChange }: LayoutEditorProps<"bigNumbers">) {
  const { metrics } = fields;
  return (
    <RowList
      legend="Metrics"
      rowName={(i) => `Metric ${i + 1}`}
      path="fields.metrics"
      items={metrics}
      bounds={listBounds.metrics}
      addLabel="Add metric"
      onAdd={() =>
        onChange({ metrics: [...metrics, { value: placeholder("figure"), label: "", source: "" }] })
      }
      onRemove={(i) => onChange({ metrics: removeAt(metrics, i) })}
      renderRow={(metric, i) => (
        <div className="grid gap-3 sm:grid-cols-[1fr_2fr]">
          <TextBox
            label="Value"
            path={`fields.metrics.${i}.value`}
            value={metric.value}
            max={maxOf(shape.value)}
            placeholder="$4.2B"
            onChange={(value) => onChange({ metrics: patchAt(metrics, i, { value }) })}
          />
          <TextBox
            label="Label"
            path={`fields.metrics.${i}.label`}
            value={metric.label}
            max={maxOf(shape.label)}
            onChange={(label) => onChange({ metrics: patchAt(metrics, i, { label }) })}
          />
          <TextBox
            label="Source"
            path={`fields.metrics.${i}.source`}
            value={metric.source}
            max={maxOf(shape.source)}
            className="sm:col-span-2"
            onChange={(source) => onChange({ metrics: patchAt(metrics, i, { source }) })}
          />
        </div>
      )}
    />
  );
}
