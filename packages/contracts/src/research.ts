import { define } from "./define.ts";

/**
 * Research with citations: sources per deck (searched, fetched or added by the founder), research runs,
 * and the citations that tie a slide's claims to sources.
 */
export const researchFunctions = {} satisfies Record<string, ReturnType<typeof define>>;
