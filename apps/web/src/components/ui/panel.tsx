import type { ReactNode } from "react";

export function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      className="flex flex-col rounded-card border border-slate-200 bg-white shadow-card"
      aria-label={title}
    >
      <header className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </header>
      <div className="flex-1 p-2">{children}</div>
    </section>
  );
}

export function PanelMessage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-6 py-10 text-center">
      <p className="text-sm font-medium text-slate-900">{title}</p>
      {children}
    </div>
  );
}
