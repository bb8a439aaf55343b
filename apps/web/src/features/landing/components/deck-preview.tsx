const strip = ["The problem", "Our solution", "Why now", "Market size", "Traction"];

/** An illustration of the editor: a slide strip, the selected slide, and a copilot note. */
export function DeckPreview() {
  return (
    <figure
      aria-label="Preview of the deck editor"
      className="relative mx-auto w-full max-w-xl rounded-2xl border border-slate-200 bg-white p-3 shadow-pop sm:p-4"
    >
      <div className="mb-3 flex items-center gap-1.5" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-red-300" />
        <span className="size-2.5 rounded-full bg-amber-300" />
        <span className="size-2.5 rounded-full bg-emerald-300" />
      </div>
      <div className="grid grid-cols-[7rem_1fr] gap-3 sm:grid-cols-[9rem_1fr]" aria-hidden="true">
        <ol className="flex flex-col gap-2">
          {strip.map((title, index) => (
            <li
              key={title}
              className={
                index === 3
                  ? "rounded-lg border border-accent-300 bg-accent-50 px-2 py-2 text-[11px] font-medium text-accent-900"
                  : "rounded-lg border border-slate-200 px-2 py-2 text-[11px] text-slate-600"
              }
            >
              <span className="mr-1 text-slate-400">{index + 2}</span>
              {title}
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-3">
          <div className="rounded-xl bg-gradient-to-br from-accent-600 to-indigo-800 p-4 text-white sm:p-5">
            <p className="text-[10px] tracking-widest text-accent-100 uppercase">Market size</p>
            <p className="mt-1 text-lg font-semibold sm:text-xl">$4.2B serviceable market</p>
            <ul className="mt-3 space-y-1.5 text-[11px] text-accent-50 sm:text-xs">
              <li>• 310k independent clinics in the US and EU [1]</li>
              <li>• $13.5k average annual software spend [2]</li>
              <li>• Bottom-up SOM: 2,400 clinics by year 3</li>
            </ul>
          </div>
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-[11px] text-slate-600 sm:text-xs">
            <span className="font-semibold text-slate-800">Copilot:</span> I added two cited sources to the
            market slide and tightened the headline.
          </div>
        </div>
      </div>
      <figcaption className="sr-only">
        A deck editor showing a market-size slide with cited figures and a copilot suggestion.
      </figcaption>
    </figure>
  );
}
