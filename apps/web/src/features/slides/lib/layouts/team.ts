import type { TeamMember } from "@pds/contracts";
import { addText, rect, textBottom, type Box, type SceneBuilder } from "../scene-builder";
import {
  bodyStyle,
  CONTENT_BOTTOM,
  CONTENT_TOP,
  CONTENT_W,
  headingStyle,
  MARGIN,
  standardTitle,
  type LayoutPainter,
} from "./frame";

const GAP = 24;
const MAX_CARD_W = 340;

function photo(builder: SceneBuilder, member: TeamMember, path: string, box: Box) {
  const c = builder.theme.colors;
  builder.nodes.push({
    kind: "image",
    ...box,
    imageId: member.photoImageId,
    field: `${path}.photoImageId`,
    fit: "cover",
    radius: box.w / 2,
    frame: { fill: c.border, text: c.text },
  });
}

/** A tall card per person (one row of up to four): round photo on top, name, role, background. */
function tallCard(builder: SceneBuilder, member: TeamMember, path: string, card: Box) {
  const c = builder.theme.colors;
  const size = Math.min(140, card.w - 64);
  photo(builder, member, path, { x: card.x + (card.w - size) / 2, y: card.y + 32, w: size, h: size });
  const inner = { x: card.x + 20, w: card.w - 40 };
  const center = { align: "center" as const, maxLines: 2 };
  const name = addText(
    builder,
    `${path}.name`,
    member.name,
    { ...inner, y: card.y + size + 52, h: 64 },
    headingStyle(c.text, c.surface, 26, 18, { ...center, lineHeight: 1.15 }),
  );
  const roleTop = name ? textBottom(name) + 4 : card.y + size + 52;
  const role = addText(
    builder,
    `${path}.role`,
    member.role,
    { ...inner, y: roleTop, h: 56 },
    bodyStyle(c.accent, c.surface, 20, 14, { ...center, weight: 700, lineHeight: 1.25 }),
  );
  const top = (role ? textBottom(role) : roleTop) + 12;
  addText(
    builder,
    `${path}.background`,
    member.background,
    { ...inner, y: top, h: card.y + card.h - 20 - top },
    bodyStyle(c.muted, c.surface, 18, 12, { align: "center", lineHeight: 1.35 }),
  );
}

/** A wide card per person (two rows): photo on the left with name and role beside it, background under both. */
function wideCard(builder: SceneBuilder, member: TeamMember, path: string, card: Box) {
  const c = builder.theme.colors;
  photo(builder, member, path, { x: card.x + 24, y: card.y + 24, w: 88, h: 88 });
  const inner = { x: card.x + 132, w: card.w - 152 };
  const name = addText(
    builder,
    `${path}.name`,
    member.name,
    { ...inner, y: card.y + 24, h: 32 },
    headingStyle(c.text, c.surface, 22, 15, { maxLines: 1, lineHeight: 1.2 }),
  );
  const roleTop = name ? textBottom(name) + 2 : card.y + 24;
  addText(
    builder,
    `${path}.role`,
    member.role,
    { ...inner, y: roleTop, h: 26 },
    bodyStyle(c.accent, c.surface, 18, 12, { weight: 700, maxLines: 1, lineHeight: 1.3 }),
  );
  const top = card.y + 124;
  addText(
    builder,
    `${path}.background`,
    member.background,
    { x: card.x + 24, y: top, w: card.w - 44, h: card.y + card.h - 16 - top },
    bodyStyle(c.muted, c.surface, 17, 12, { lineHeight: 1.3 }),
  );
}

/** The team as a grid of cards: one row of up to four, or three columns in two rows for five or six. */
export const teamLayout: LayoutPainter<"team"> = (builder, { title, body }) => {
  const c = builder.theme.colors;
  const titleNode = standardTitle(builder, title);
  const members = body.fields.members;
  const twoRows = members.length > 4;
  const cols = twoRows ? 3 : members.length;
  const rows = twoRows ? 2 : 1;
  // A small team keeps cards of a person's width, centred, rather than stretching them across the page.
  const w = Math.min(MAX_CARD_W, (CONTENT_W - GAP * (cols - 1)) / cols);
  const left = MARGIN + (CONTENT_W - (w * cols + GAP * (cols - 1))) / 2;
  const h = (CONTENT_BOTTOM - CONTENT_TOP - GAP * (rows - 1)) / rows;
  members.forEach((member, i) => {
    const card = {
      x: left + (i % cols) * (w + GAP),
      y: CONTENT_TOP + Math.floor(i / cols) * (h + GAP),
      w,
      h,
    };
    builder.nodes.push(rect(card, c.surface, { radius: 18 }));
    (twoRows ? wideCard : tallCard)(builder, member, `fields.members.${i}`, card);
  });
  return titleNode;
};
