import { placeholder, type LayoutFields } from "@pds/contracts";
import { fitWords } from "./figures.ts";

/** The cover and the closing slide: the company's own words, and contact details marked "to fill". */

export function coverFields(tagline: string | null): LayoutFields<"cover"> {
  return {
    tagline: tagline ? fitWords(tagline, 160) : placeholder("a one-line tagline: who you serve and how"),
    logoImageId: null,
    presenter: placeholder("your name and role"),
    date: "",
  };
}

export function closingFields(tagline: string | null): LayoutFields<"closing"> {
  return {
    subline: tagline ? fitWords(tagline, 160) : "",
    name: placeholder("your name"),
    email: placeholder("email"),
    website: placeholder("website"),
    phone: "",
  };
}

export const CLOSING_TITLE = "Thank you";
export const CLOSING_NOTE =
  "Thank the investors, repeat the ask in one sentence, and leave your contact details up while you take questions.";
