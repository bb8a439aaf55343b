import { convertLayout, layoutNames, slideLayouts, type Slide, type SlideLayout } from "@pds/contracts";
import { LayoutTemplate } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { ThemedSlide } from "../../slides/index.ts";
import { slideText, useChangeLayout } from "../hooks/use-change-layout.ts";

/** One choice: this slide as it would look in `layout`, drawn from the same conversion that is saved. */
function LayoutOption({
  slide,
  layout,
  onChoose,
  busy,
}: {
  slide: Slide;
  layout: SlideLayout;
  onChoose: () => void;
  busy: boolean;
}) {
  const preview = useMemo(() => {
    const converted = convertLayout(slideText(slide), layout);
    return { title: slide.title, content: converted.content, ...converted.body };
  }, [slide, layout]);
  const current = slide.layout === layout;
  return (
    <li>
      <button
        type="button"
        onClick={onChoose}
        aria-label={layoutNames[layout]}
        aria-current={current ? "true" : undefined}
        aria-disabled={busy || undefined}
        className={cn(
          "flex w-full flex-col gap-1.5 rounded-lg border p-1.5 text-left text-sm font-medium text-slate-800 hover:border-accent-400 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600 aria-disabled:cursor-wait",
          current ? "border-accent-600 ring-1 ring-accent-600" : "border-slate-200",
        )}
      >
        <ThemedSlide slide={preview} decorative className="rounded-md border border-slate-100" />
        <span className="flex items-center justify-between gap-2 px-0.5">
          {layoutNames[layout]}
          {current ? <span className="text-xs font-normal text-accent-700">Current</span> : null}
        </span>
      </button>
    </li>
  );
}

/**
 * "Change layout": every layout previewed with this slide's own content. Choosing one saves the converted
 * slide; text the new layout has no place for is kept in the speaker notes.
 */
export function ChangeLayoutButton({ slide, className }: { slide: Slide; className?: string }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState(false);
  const { change, saving } = useChangeLayout(slide);
  const choose = async (layout: SlideLayout) => {
    if (saving) return;
    if (await change(layout, layoutNames[layout])) setChosen(true);
  };
  // Closes once the slide shows the new layout, so what is behind the dialog is the changed slide.
  const shown = open && !(chosen && !saving);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setChosen(false);
          setOpen(true);
        }}
        className={className}
        aria-haspopup="dialog"
      >
        <LayoutTemplate className="size-4" aria-hidden="true" />
        Change layout
      </Button>
      <Dialog
        open={shown}
        onOpenChange={setOpen}
        title="Change layout"
        description="Each preview shows this slide's content. Text a layout has no place for is kept in the speaker notes."
        className="max-w-5xl"
      >
        {shown ? (
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            aria-busy={saving || undefined}
          >
            {slideLayouts.map((layout) => (
              <LayoutOption
                key={layout}
                slide={slide}
                layout={layout}
                busy={saving}
                onChoose={() => void choose(layout)}
              />
            ))}
          </ul>
        ) : null}
      </Dialog>
    </>
  );
}
