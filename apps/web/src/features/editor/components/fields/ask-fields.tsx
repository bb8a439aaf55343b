import { fundShareSchema, layoutFieldSchemas } from "@pds/contracts";
import { patchAt, removeAt } from "../../lib/edit-list.ts";
import { maxOf } from "../../lib/field-max.ts";
import { listBounds } from "../../lib/list-bounds.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { NumberBox } from "./number-box.tsx";
import { RowList } from "./row-list.tsx";
import { TextBox } from "./text-box.tsx";

const shape = layoutFieldSchemas.ask.shape;

/** The running total of the use of funds: investors read shares that do not add up to 100% as a mistake. */
function FundsTotal({ total }: { total: number }) {
  const rounded = Math.round(total * 10) / 10;
  const right = Math.abs(total - 100) < 0.05;
  return (
    <p className={right ? "text-sm text-slate-600" : "text-sm font-medium text-amber-800"} aria-live="polite">
      Total: {rounded}%{right ? "" : ` — the shares should add up to 100%.`}
    </p>
  );
}

export function AskFields({ fields, onChange }: LayoutEditorProps<"ask">) {
  const { useOfFunds } = fields;
  const total = useOfFunds.reduce((sum, share) => sum + share.percent, 0);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextBox
          label="Amount"
          path="fields.amount"
          value={fields.amount}
          max={maxOf(shape.amount)}
          placeholder="$1.5M"
          onChange={(amount) => onChange({ ...fields, amount })}
        />
        <TextBox
          label="Round"
          path="fields.round"
          value={fields.round}
          max={maxOf(shape.round)}
          placeholder="Seed"
          onChange={(round) => onChange({ ...fields, round })}
        />
      </div>
      <RowList
        legend="Use of funds"
        rowName={(i) => `Share ${i + 1}`}
        path="fields.useOfFunds"
        items={useOfFunds}
        bounds={listBounds.useOfFunds}
        addLabel="Add share"
        onAdd={() => onChange({ ...fields, useOfFunds: [...useOfFunds, { label: "", percent: 0 }] })}
        onRemove={(i) => onChange({ ...fields, useOfFunds: removeAt(useOfFunds, i) })}
        footer={useOfFunds.length > 0 ? <FundsTotal total={total} /> : null}
        renderRow={(share, i) => (
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            <TextBox
              label="Spent on"
              path={`fields.useOfFunds.${i}.label`}
              value={share.label}
              max={maxOf(fundShareSchema.shape.label)}
              placeholder="Engineering"
              onChange={(label) => onChange({ ...fields, useOfFunds: patchAt(useOfFunds, i, { label }) })}
            />
            <NumberBox
              label="Percent"
              path={`fields.useOfFunds.${i}.percent`}
              value={share.percent}
              min={0}
              max={100}
              onChange={(percent) => onChange({ ...fields, useOfFunds: patchAt(useOfFunds, i, { percent }) })}
            />
          </div>
        )}
      />
      <TextBox
        label="Milestones this round reaches"
        path="fields.milestones"
        value={fields.milestones}
        max={maxOf(shape.milestones)}
        rows={3}
        hint="Each line becomes a bullet."
        onChange={(milestones) => onChange({ ...fields, milestones })}
      />
    </>
  );
}
