// Debian packages the app and its tests use, installed with apt-get when running as root, otherwise
// named with the command that installs them. Shared by `npm test` (scripts/test.mjs) and `npm start`.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** Offline speech-to-text for voice practice and voice notes. */
export const VOICE_PACKAGES = [
  { pkg: "pocketsphinx", present: () => has("pocketsphinx_continuous") || has("pocketsphinx") },
  { pkg: "pocketsphinx-en-us", present: () => fs.existsSync("/usr/share/pocketsphinx/model/en-us") },
];
/** Makes deterministic founder audio for the voice tests. */
export const SOX = { pkg: "sox", present: () => has("sox") };
export const CHROMIUM = { pkg: "chromium", present: () => fs.existsSync("/usr/bin/chromium") };
/** pdftotext, pdffonts and pdfinfo: the PDF export tests read the exported file as a viewer would. */
export const POPPLER = { pkg: "poppler-utils", present: () => has("pdftotext") && has("pdffonts") };
/**
 * soffice: a PPTX export test opens the deck in LibreOffice Impress and converts it to PDF, as a founder's
 * office suite would. Wanted, not required (about 60 s to install here); without it that test is skipped.
 */
export const LIBREOFFICE = { pkg: "libreoffice-impress", present: () => has("soffice") };

const canApt = () => typeof process.getuid === "function" && process.getuid() === 0 && has("apt-get");

/**
 * apt-get waits up to five minutes for the dpkg and lists locks: on a fresh machine an unattended upgrade
 * or another installer often holds them, and failing at once made `npm test` fail for no reason of ours.
 */
const APT_LOCK_WAIT = ["-o", "DPkg::Lock::Timeout=300"];

/** The apt-get argument lists: the install, and the index update that is tried when the install fails. */
function aptCommands(packages) {
  return {
    install: [...APT_LOCK_WAIT, "install", "-y", "--no-install-recommends", ...packages],
    update: [...APT_LOCK_WAIT, "update"],
  };
}

function aptInstall(packages) {
  const commands = aptCommands(packages);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = () => spawnSync("apt-get", commands.install, { stdio: "inherit", env }).status === 0;
  if (install()) return true;
  spawnSync("apt-get", commands.update, { stdio: "inherit", env });
  return install();
}

/**
 * Installs the missing ones of `wanted` when possible. Returns the packages still missing afterwards, so
 * the caller can say what will not work and how to fix it.
 */
export function ensurePackages(wanted) {
  const missing = wanted.filter((p) => !p.present());
  if (missing.length === 0) return [];
  if (canApt()) aptInstall(missing.map((p) => p.pkg));
  return missing.filter((p) => !p.present()).map((p) => p.pkg);
}

export const installHint = (packages) =>
  `  sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`;
