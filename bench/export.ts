/**
 * Export benchmark (issue 12): a 15-slide deck with images — every layout of the DentaFlow sample deck
 * plus a second team slide — exported to PDF and to PPTX, and the layout of its 15 thumbnails.
 * Each figure is the median of 5 runs after one warm-up, in this process (Node), with the fonts read from
 * the installed Fontsource packages and the images from memory: the browser adds its font and image
 * fetches (cached after the first export) and the download itself.
 * Targets on this machine: PDF ≤ 2 s, PPTX ≤ 1.5 s, 15 thumbnails laid out ≤ 100 ms.
 */
import { performance } from "node:perf_hooks";
import { deflateSync } from "node:zlib";
import { parseSlideBody, themeFor } from "@pds/contracts";
import { buildPdf } from "../apps/web/src/features/export/lib/build-pdf.ts";
import { buildPptx } from "../apps/web/src/features/export/lib/build-pptx.ts";
import { sampleDeck } from "../apps/web/src/features/export/lib/test-fixtures.ts";
import { readFontFile } from "../apps/web/src/features/export/lib/test-fonts.ts";
import type { ExportSlide } from "../apps/web/src/features/export/lib/types.ts";
import { layoutSlides } from "../apps/web/src/features/slides/lib/layout-slide.ts";
import { ms } from "./support.ts";

const RUNS = 5;
const THEME = "paper";
const TARGETS = { pdf: 2000, pptx: 1500, thumbnails: 100 };

/** A photo-sized PNG (the server keeps images at most 1600 px): a gradient, so it does not compress away. */
function photo(width: number, height: number, seed: number): Uint8Array {
  const row = width * 3 + 1;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * row + 1 + x * 3;
      raw[at] = (x * 7 + seed * 31) % 256;
      raw[at + 1] = (y * 5 + x * 3) % 256;
      raw[at + 2] = (x * y + seed) % 256;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The sample deck with a second team slide whose four people have photos: 15 slides, 6 images. */
async function benchDeck(): Promise<ExportSlide[]> {
  const slides = await sampleDeck();
  const team = slides.find((slide) => slide.layout === "team");
  const body = team ? parseSlideBody("team", team.fields) : null;
  if (!team || body?.layout !== "team") throw new Error("The sample deck has no team slide");
  const members = body.fields.members.map((member, i) => ({ ...member, photoImageId: `photo-${i}` }));
  return [...slides, { ...team, title: "Advisors", fields: { ...body.fields, members } }];
}

async function median(task: () => Promise<unknown> | unknown): Promise<number> {
  await task();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

export async function run(): Promise<boolean> {
  const slides = await benchDeck();
  const images = new Map<string, Uint8Array>([
    ["png-shot", photo(1600, 1000, 1)],
    ["jpeg-logo", photo(400, 400, 2)],
    ...Array.from({ length: 4 }, (_, i) => [`photo-${i}`, photo(600, 600, i + 3)] as const),
  ]);
  const loadImage = async (id: string) => images.get(id) ?? photo(64, 64, 0);
  const deck = { title: "DentaFlow", theme: THEME };
  console.log(
    `${slides.length} slides (every layout, ${images.size} images), theme ${THEME}; median of ${RUNS} runs after a warm-up.\n`,
  );

  const theme = themeFor(THEME);
  const inputs = slides.map((slide) => ({
    title: slide.title,
    content: slide.content,
    body: parseSlideBody(slide.layout ?? "bullets", slide.fields),
  }));
  const thumbnails = await median(() => layoutSlides(inputs, theme));
  const pdf = await median(() => buildPdf(deck, slides, { loadFont: readFontFile, loadImage }));
  const pptx = await median(() => buildPptx(deck, slides, { loadImage }));

  const rows = [
    { name: "PDF export", value: pdf, target: TARGETS.pdf },
    { name: "PPTX export", value: pptx, target: TARGETS.pptx },
    { name: `${slides.length} thumbnails laid out`, value: thumbnails, target: TARGETS.thumbnails },
  ];
  for (const row of rows) {
    const verdict = row.value <= row.target ? "met" : "MISSED";
    console.log(
      `${row.name.padEnd(26)} ${ms(row.value).padStart(10)}   target ≤ ${row.target} ms: ${verdict}`,
    );
  }
  return rows.every((row) => row.value <= row.target);
}
