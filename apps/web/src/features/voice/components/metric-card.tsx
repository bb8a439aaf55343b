import type { ReactNode } from "react";
import { cn } from "../../../components/ui/cn.ts";
import type { Band } from "../lib/bands.ts";

const bandStyles: Record<Band, { chip: string; label: string }> = {
  green: { chip: "bg-emerald-50 text-emerald-800 ring-emerald-200", label: "On target" },
  amber: { chip: "bg-amber-50 text-amber-800 ring-amber-200", label: "Watch" },
  red: { chip: "bg-red-50 text-red-800 ring-red-200", label: "Needs work" },
};

export function MetricCard({
  label,
  value,
  band,
  children,
}: {
  label: string;
  value: string;
  band?: Band;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-card border border-slate-200 bg-white p-4 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-500">{label}</p>
        {band ? (
          <span
            data-band={band}
            className={cn("rounded-full px-2 py-0.5 text-xs font-medium ring-1", bandStyles[band].chip)}
          >
            {bandStyles[band].label}
          </span>
        ) : null}
      </div>
      <p className="text-2xl font-semibold tracking-tight text-slate-900">{value}</p>
      {children ? <div className="text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}
