/** The input look shared by every slide field (the title's, since the first editor). */
export const fieldClass =
  "w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none disabled:bg-slate-50";

export const labelClass = "text-sm font-medium text-slate-700";

export const groupClass = "flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:p-4";
