// Fetches the Moonshine tiny speech-to-text model (MIT) for offline voice practice and voice notes.
// The two ONNX files ship inside the npm package @moonshine-ai/moonshine-js; installing that browser
// package would pull ~800 MB, so this packs the pinned tarball from the registry, checks its integrity,
// and extracts only the model files (and the licence) into packages/voice/models/moonshine-tiny.
// Run by `npm install` (postinstall) and before `npm test` and `npm start`; quiet when the files are
// there. Offline or on any failure it says so and exits 0: the app falls back to pocketsphinx.
import { createHash } from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
export const MOONSHINE_DIR = path.join(root, "packages/voice/models/moonshine-tiny");
const SPEC = "@moonshine-ai/moonshine-js@0.1.29";
const INTEGRITY =
  "sha512-Gx1B3mJcbM68ihSy/LyJEuEkGq7sYMqTb04zNdcIeidU0URVlSmXP0GyiQOTTAqDZQXlIC7k+bky+FdXk0UPlg==";
const FILES = {
  "encoder_model.onnx": "c6fc4b7bc5af75c0591fd157a1f3829b533d18e9769a888fd95a62e470dd4f4a",
  "decoder_model_merged.onnx": "eed87831c3a6103534aae7d47a5d485025c659a1323901513961c39fe8a1a367",
};

const sha256 = (file) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
const integrityOf = (file) => `sha512-${createHash("sha512").update(fs.readFileSync(file)).digest("base64")}`;

/** True when both model files are in place with the pinned contents. */
export function moonshineReady() {
  return Object.entries(FILES).every(([name, hash]) => {
    const file = path.join(MOONSHINE_DIR, name);
    return fs.existsSync(file) && sha256(file) === hash;
  });
}

function fetchModel() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "pds-moonshine-"));
  try {
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const packed = spawnSync(npm, ["pack", SPEC, "--pack-destination", work, "--silent"], {
      encoding: "utf8",
      env: { ...process.env, npm_config_loglevel: "error" },
    });
    if (packed.status !== 0) throw new Error(`npm pack ${SPEC} failed: ${packed.stderr.trim()}`);
    const tarball = path.join(work, packed.stdout.trim().split("\n").at(-1));
    if (integrityOf(tarball) !== INTEGRITY) throw new Error(`${SPEC} does not match its pinned integrity`);
    const members = [
      ...Object.keys(FILES).map((name) => `package/dist/model/tiny/quantized/${name}`),
      "package/LICENSE",
    ];
    const untar = spawnSync("tar", ["-xzf", tarball, "-C", work, ...members], { encoding: "utf8" });
    if (untar.status !== 0) throw new Error(`could not extract the model: ${untar.stderr.trim()}`);
    fs.mkdirSync(MOONSHINE_DIR, { recursive: true });
    for (const [name, hash] of Object.entries(FILES)) {
      const from = path.join(work, "package/dist/model/tiny/quantized", name);
      if (sha256(from) !== hash) throw new Error(`${name} does not match its pinned hash`);
      fs.copyFileSync(from, path.join(MOONSHINE_DIR, name));
    }
    fs.copyFileSync(path.join(work, "package/LICENSE"), path.join(MOONSHINE_DIR, "LICENSE"));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Makes sure the model is there; returns whether it is. */
export function ensureMoonshine() {
  if (moonshineReady()) return true;
  try {
    fetchModel();
    console.log(`Moonshine tiny speech model installed in ${path.relative(root, MOONSHINE_DIR)}`);
    return true;
  } catch (error) {
    console.warn(
      `Moonshine speech model not installed (${error instanceof Error ? error.message : String(error)}); ` +
        "voice practice falls back to pocketsphinx. Run `node scripts/moonshine-model.mjs` to retry.",
    );
    return false;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) ensureMoonshine();
