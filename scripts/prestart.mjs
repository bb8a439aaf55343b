#!/usr/bin/env node
// Before `npm start`: make sure the offline voice engine is installed. The app runs without it; only
// voice practice and voice notes need it, so a missing package is a clear warning, never a failure.
import { ensureMoonshine } from "./moonshine-model.mjs";
import { ensurePackages, installHint, VOICE_PACKAGES } from "./os-packages.mjs";

const missing = process.env.VOICE_STT_PROVIDER === "openai" ? [] : ensurePackages(VOICE_PACKAGES);
if (process.env.VOICE_STT_PROVIDER === "openai") {
  console.log(
    "Voice practice: cloud speech recognition (VOICE_STT_PROVIDER=openai); pocketsphinx is not needed.",
  );
} else if (ensureMoonshine()) {
  console.log("Voice practice: offline speech recognition with Moonshine tiny (pocketsphinx as fallback).");
} else if (missing.length === 0) {
  console.log("Voice practice: offline speech recognition (pocketsphinx) is installed.");
} else {
  console.warn(
    `Voice practice and voice notes need the Debian package(s) ${missing.join(" ")} for offline speech ` +
      `recognition. Everything else works without them. Install with:\n${installHint(missing)}`,
  );
}
