import type { ComparisonCell } from "@pds/contracts";
import { Check, X } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";
import { useFieldEnv } from "./field-env.ts";
import { TextBox } from "./text-box.tsx";

/** Check → cross → text → check: the three kinds of answer a comparison cell can give. */
export function nextCell(cell: ComparisonCell): ComparisonCell {
  if (cell === true) return false;
  if (cell === false) return "";
  return true;
}

const kindName = (cell: ComparisonCell) => (cell === true ? "check" : cell === false ? "cross" : "text");

interface Props {
  /** "Price — Acme": the criterion and the column, naming the cell for screen readers. */
  name: string;
  path: string;
  cell: ComparisonCell;
  max: number;
  onChange: (cell: ComparisonCell) => void;
}

/** One cell of the comparison grid: a button that cycles check / cross / text, and the text when it is text. */
export function ComparisonCellEditor({ name, path, cell, max, onChange }: Props) {
  const { disabled } = useFieldEnv();
  return (
    <div className="flex min-w-0 items-start gap-1.5">
      <Button
        variant="secondary"
        size="sm"
        className="w-9 shrink-0 px-0"
        disabled={disabled}
        onClick={() => onChange(nextCell(cell))}
        aria-label={`${name}: ${kindName(cell)}. Change`}
      >
        {cell === true ? (
          <Check className="size-4 text-emerald-700" aria-hidden="true" />
        ) : cell === false ? (
          <X className="size-4 text-red-700" aria-hidden="true" />
        ) : (
          <span aria-hidden="true">Aa</span>
        )}
      </Button>
      {typeof cell === "string" ? (
        <TextBox
          label={name}
          hideLabel
          path={path}
          value={cell}
          max={max}
          onChange={onChange}
          className="flex-1"
        />
      ) : null}
    </div>
  );
}
