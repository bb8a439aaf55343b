import type { HandlersFor } from "../../functions/handler-types.ts";
import { createSlide } from "./create-slide.ts";
import { deleteSlide } from "./delete-slide.ts";
import { getSlidesByDeck } from "./get-slides-by-deck.ts";
import { reorderSlides } from "./reorder-slides.ts";
import { updateSlide } from "./update-slide.ts";

export const slideHandlers: HandlersFor<"slides"> = {
  "slides.getSlidesByDeck": getSlidesByDeck,
  "slides.createSlide": createSlide,
  "slides.updateSlide": updateSlide,
  "slides.deleteSlide": deleteSlide,
  "slides.reorderSlides": reorderSlides,
};
