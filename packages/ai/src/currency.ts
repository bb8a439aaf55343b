/**
 * The currency signs a founder writes before an amount, as a regular-expression character class: dollars,
 * euros, pounds, rupees, naira, yen and yuan, won, pesos, dong. One list, so every reader of amounts
 * (drafting, headlines, figures, review, research) agrees on what money looks like.
 */
export const CURRENCY = "[$€£₹₦¥₩₱₫]";
