import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "./cn.ts";

export interface TabItem {
  id: string;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  className?: string;
  panelClassName?: string;
}

/**
 * A WAI-ARIA tablist: arrow keys, Home and End move between tabs (and select them); only the selected tab
 * is in the tab order. Inactive panels stay mounted but hidden, so their state and subscriptions survive.
 */
export function Tabs({ label, tabs, value, onValueChange, className, panelClassName }: TabsProps) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onValueChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div className={cn("flex min-h-0 flex-col", className)}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex shrink-0 gap-1 border-b border-slate-200 bg-white px-2 pt-2"
      >
        {tabs.map((tab) => {
          const selected = tab.id === value;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.id)}
              className={cn(
                "-mb-px inline-flex items-center gap-2 rounded-t-lg border-b-2 px-3 py-2 text-sm font-medium",
                "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600",
                selected
                  ? "border-accent-600 text-slate-900"
                  : "border-transparent text-slate-500 hover:text-slate-800",
              )}
            >
              {tab.icon}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={tab.id !== value}
          className={cn("min-h-0 flex-1", tab.id === value ? "flex" : "", panelClassName)}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
