import type { HandlersFor } from "../../functions/handler-types.ts";
import { createShareLink } from "./create-share-link.ts";
import { getDashboardViewStats } from "./get-dashboard-view-stats.ts";
import { getDeckAnalytics } from "./get-deck-analytics.ts";
import { getSkimmedSlides } from "./get-skimmed-slides.ts";
import { listShareLinks } from "./list-share-links.ts";
import { moveShareLinkToLatest } from "./move-share-link.ts";
import { revokeShareLink } from "./revoke-share-link.ts";

export const shareHandlers: HandlersFor<"shares"> = {
  "shares.listShareLinks": listShareLinks,
  "shares.createShareLink": createShareLink,
  "shares.revokeShareLink": revokeShareLink,
  "shares.moveShareLinkToLatest": moveShareLinkToLatest,
  "shares.getDeckAnalytics": getDeckAnalytics,
  "shares.getDashboardViewStats": getDashboardViewStats,
  "shares.getSkimmedSlides": getSkimmedSlides,
};
