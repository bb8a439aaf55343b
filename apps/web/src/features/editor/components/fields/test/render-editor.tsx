import type { Slide, SlideBody } from "@pds/contracts";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { vi } from "vitest";
import { ToastProvider } from "../../../../../components/ui/toast.tsx";
import { live, resetLive } from "../../../../../test/fake-sync.ts";
import { useSlideActions } from "../../../hooks/use-slide-actions.ts";
import { SlideEditorForm } from "../../slide-editor-form.tsx";

/** A stored slide of any layout, as the live deck hands it to the editor. */
export function storedSlide(body: SlideBody, extra: Partial<Slide> = {}): Slide {
  return {
    _id: "s1",
    deckId: "deck-1",
    position: 0,
    title: "Market",
    content: "",
    notes: "",
    version: 3,
    ...body,
    ...extra,
  } as Slide;
}

function Harness({ slide, onDone }: { slide: Slide; onDone: () => void }) {
  const actions = useSlideActions(slide.deckId, () => {});
  return (
    <SlideEditorForm
      slide={slide}
      onCancel={onDone}
      onDirtyChange={() => {}}
      onSave={async (edited, base) => {
        const result = await actions.update(base, edited);
        if (result === "saved") onDone();
        return result;
      }}
    />
  );
}

/**
 * The edit form wired to the real save path (useSlideActions over the fake sync client), so a test reads
 * exactly what `slides.updateSlide` received. Call vi.mock for lib/sync/hooks.ts in the test file.
 */
export function renderEditor(slide: Slide) {
  const updateSlide = vi.fn<(args: unknown) => Promise<unknown>>().mockResolvedValue(null);
  resetLive({ "slides.updateSlide": updateSlide });
  const onDone = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <ToastProvider>
      <Harness slide={slide} onDone={onDone} />
    </ToastProvider>,
  );
  return {
    user,
    updateSlide,
    onDone,
    live,
    save: () => user.click(screen.getByRole("button", { name: "Save slide" })),
  };
}
