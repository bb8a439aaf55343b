import { copilotOperationSchema } from "../../engine.ts";

/**
 * Tool input schemas, derived from the operation schema the server applies: each tool's input is that
 * operation without its `type`, so the model cannot ask for an edit the API would refuse.
 */
const [createSlide, updateSlide, deleteSlide, reorderSlides, renameDeck, changeLayout, setTheme] =
  copilotOperationSchema.options;

export const createSlideInput = createSlide.omit({ type: true });
export const updateSlideInput = updateSlide.omit({ type: true });
export const deleteSlideInput = deleteSlide.omit({ type: true });
export const reorderSlidesInput = reorderSlides.omit({ type: true });
export const renameDeckInput = renameDeck.omit({ type: true });
export const changeLayoutInput = changeLayout.omit({ type: true });
export const setThemeInput = setTheme.omit({ type: true });
