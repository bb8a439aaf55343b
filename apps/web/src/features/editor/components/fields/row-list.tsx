import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { useFieldEnv } from "./field-env.ts";
import { OverflowWarning } from "./field-notes.tsx";
import { groupClass } from "./field-styles.ts";

interface Props<T> {
  /** The group's name, e.g. "Metrics". */
  legend: string;
  /** One row's name with its number, e.g. "Metric 2" (also names its Remove button). */
  rowName: (index: number) => string;
  /** Overflow path of the whole group (e.g. "fields.useOfFunds"). */
  path: string;
  items: readonly T[];
  bounds: { min: number; max: number };
  addLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderRow: (item: T, index: number) => ReactNode;
  /** Shown under the rows (a running total). */
  footer?: ReactNode;
}

/** Repeated rows (metrics, milestones, members) with Add and Remove inside the layout's limits. */
export function RowList<T>(props: Props<T>) {
  const { disabled } = useFieldEnv();
  const { items, bounds } = props;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{props.legend}</legend>
      {items.map((item, index) => (
        <div key={index} role="group" aria-label={props.rowName(index)} className={groupClass}>
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {props.rowName(index)}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => props.onRemove(index)}
              disabled={disabled || items.length <= bounds.min}
              aria-label={`Remove ${props.rowName(index).toLowerCase()}`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
          {props.renderRow(item, index)}
        </div>
      ))}
      {props.footer}
      <OverflowWarning path={props.path} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={props.onAdd}
          disabled={disabled || items.length >= bounds.max}
        >
          <Plus className="size-4" aria-hidden="true" />
          {props.addLabel}
        </Button>
        <span className="text-xs text-slate-500">Up to {bounds.max}.</span>
      </div>
    </fieldset>
  );
}
