import type { LanguageModel } from "ai";

/** A provider-backed model object. Bare "vendor/model" strings are excluded: the SDK would send them to a gateway. */
export type ModelHandle = Exclude<LanguageModel, string>;
