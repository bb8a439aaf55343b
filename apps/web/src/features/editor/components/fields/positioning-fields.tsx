import { layoutFieldSchemas, positionedItemSchema } from "@pds/contracts";
import { patchAt, removeAt } from "../../lib/edit-list.ts";
import { maxOf } from "../../lib/field-max.ts";
import { listBounds } from "../../lib/list-bounds.ts";
import { useFieldEnv } from "./field-env.ts";
import { groupClass, labelClass } from "./field-styles.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { RowList } from "./row-list.tsx";
import { TextBox } from "./text-box.tsx";

const axisMax = maxOf(layoutFieldSchemas.positioning.shape.xAxis.shape.low);
const axes = [
  { key: "xAxis", name: "Horizontal axis", low: "Left end", high: "Right end" },
  { key: "yAxis", name: "Vertical axis", low: "Bottom end", high: "Top end" },
] as const;

function Slider(props: { label: string; value: number; onChange: (value: number) => void }) {
  const { disabled } = useFieldEnv();
  return (
    <label className="flex min-w-0 flex-col gap-1.5">
      <span className={labelClass}>
        {props.label}{" "}
        <span className="text-xs font-normal text-slate-500 tabular-nums">{props.value.toFixed(2)}</span>
      </span>
      <input
        type="range"
        min={0}
        max={1}
        step={0.05}
        value={props.value}
        disabled={disabled}
        onChange={(event) => props.onChange(Number(event.target.value))}
        className="accent-accent-600"
      />
    </label>
  );
}

export function PositioningFields({ fields, onChange }: LayoutEditorProps<"positioning">) {
  const { disabled } = useFieldEnv();
  const { items } = fields;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        {axes.map((axis) => (
          <fieldset key={axis.key} className={groupClass}>
            <legend className="px-1 text-sm font-semibold text-slate-800">{axis.name}</legend>
            {(["low", "high"] as const).map((end) => (
              <TextBox
                key={end}
                label={`${axis.name}: ${axis[end].toLowerCase()}`}
                path={`fields.${axis.key}.${end}`}
                value={fields[axis.key][end]}
                max={axisMax}
                onChange={(text) => onChange({ ...fields, [axis.key]: { ...fields[axis.key], [end]: text } })}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <RowList
        legend="Companies on the map"
        rowName={(i) => `Company ${i + 1}`}
        path="fields.items"
        items={items}
        bounds={listBounds.items}
        addLabel="Add company"
        onAdd={() => onChange({ ...fields, items: [...items, { name: "", x: 0.5, y: 0.5, isUs: false }] })}
        onRemove={(i) => onChange({ ...fields, items: removeAt(items, i) })}
        renderRow={(item, i) => {
          const set = (patch: Partial<typeof item>) =>
            onChange({ ...fields, items: patchAt(items, i, patch) });
          return (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextBox
                label="Name"
                path={`fields.items.${i}.name`}
                value={item.name}
                max={maxOf(positionedItemSchema.shape.name)}
                onChange={(name) => set({ name })}
              />
              <label className="flex items-center gap-2 self-end pb-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={item.isUs}
                  disabled={disabled}
                  onChange={(e) => set({ isUs: e.target.checked })}
                />
                This is us
              </label>
              <Slider
                label={`Across (${fields.xAxis.low || "low"} → ${fields.xAxis.high || "high"})`}
                value={item.x}
                onChange={(x) => set({ x })}
              />
              <Slider
                label={`Up (${fields.yAxis.low || "low"} → ${fields.yAxis.high || "high"})`}
                value={item.y}
                onChange={(y) => set({ y })}
              />
            </div>
          );
        }}
      />
    </>
  );
}
