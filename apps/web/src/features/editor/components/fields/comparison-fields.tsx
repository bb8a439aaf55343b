import { comparisonCellSchema, layoutFieldSchemas, placeholder } from "@pds/contracts";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "../../../../components/ui/button.tsx";
import { removeAt, replaceAt } from "../../lib/edit-list.ts";
import { maxOf } from "../../lib/field-max.ts";
import { listBounds } from "../../lib/list-bounds.ts";
import { ComparisonCellEditor } from "./comparison-cell.tsx";
import { useFieldEnv } from "./field-env.ts";
import { groupClass } from "./field-styles.ts";
import type { LayoutEditorProps } from "./layout-editor-props.ts";
import { RowList } from "./row-list.tsx";
import { TextBox } from "./text-box.tsx";

const shape = layoutFieldSchemas.comparison.shape;
const cellMax = maxOf(comparisonCellSchema.options[1]);
const columnName = (i: number) => (i === 0 ? "Your company (us)" : `Alternative ${i}`);

export function ComparisonFields({ fields, onChange }: LayoutEditorProps<"comparison">) {
  const { disabled } = useFieldEnv();
  const { columns, rows } = fields;
  const alternatives = { min: listBounds.columns.min - 1, max: listBounds.columns.max - 1 };
  return (
    <>
      <fieldset className={groupClass}>
        <legend className="px-1 text-sm font-semibold text-slate-800">Columns</legend>
        {columns.map((column, i) => (
          <div key={i} className="flex items-end gap-2">
            <TextBox
              label={columnName(i)}
              path={`fields.columns.${i}`}
              value={column}
              max={maxOf(shape.columns.element)}
              className="flex-1"
              onChange={(name) => onChange({ ...fields, columns: replaceAt(columns, i, name) })}
            />
            {i > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                className="mb-1"
                disabled={disabled || columns.length - 1 <= alternatives.min}
                aria-label={`Remove alternative ${i}`}
                onClick={() =>
                  onChange({
                    columns: removeAt(columns, i),
                    rows: rows.map((row) => ({ ...row, cells: removeAt(row.cells, i) })),
                  })
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || columns.length - 1 >= alternatives.max}
            onClick={() =>
              onChange({
                columns: [...columns, placeholder("alternative")],
                rows: rows.map((row) => ({ ...row, cells: [...row.cells, ""] })),
              })
            }
          >
            <Plus className="size-4" aria-hidden="true" />
            Add alternative
          </Button>
          <span className="text-xs text-slate-500">Up to {alternatives.max}.</span>
        </div>
      </fieldset>
      <RowList
        legend="Criteria"
        rowName={(i) => `Criterion ${i + 1}`}
        path="fields.rows"
        items={rows}
        bounds={listBounds.criteria}
        addLabel="Add criterion"
        onAdd={() =>
          onChange({ ...fields, rows: [...rows, { criterion: "", cells: columns.map(() => "") }] })
        }
        onRemove={(i) => onChange({ ...fields, rows: removeAt(rows, i) })}
        renderRow={(row, r) => {
          const setRow = (next: typeof row) => onChange({ ...fields, rows: replaceAt(rows, r, next) });
          return (
            <>
              <TextBox
                label="Criterion"
                path={`fields.rows.${r}.criterion`}
                value={row.criterion}
                max={maxOf(shape.rows.element.shape.criterion)}
                onChange={(criterion) => setRow({ ...row, criterion })}
              />
              <div className="grid gap-2 sm:grid-cols-2">
                {columns.map((column, i) => (
                  <div key={i} className="flex min-w-0 flex-col gap-1">
                    <span className="truncate text-xs text-slate-600" aria-hidden="true">
                      {column || columnName(i)}
                    </span>
                    <ComparisonCellEditor
                      name={`${row.criterion || `Criterion ${r + 1}`} — ${column || columnName(i)}`}
                      path={`fields.rows.${r}.cells.${i}`}
                      cell={row.cells[i] ?? ""}
                      max={cellMax}
                      onChange={(cell) => setRow({ ...row, cells: replaceAt(row.cells, i, cell) })}
                    />
                  </div>
                ))}
              </div>
            </>
          );
        }}
      />
    </>
  );
}
