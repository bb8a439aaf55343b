#!/usr/bin/env node
// `npm start`: check the voice packages, build the web app and compile the server only when their sources
// changed, then run the compiled server in this same process (one Node start, no tsx at run time).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import "./prestart.mjs";
import { buildWebIfChanged } from "./build-web.mjs";
import { buildServerIfChanged } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.setSourceMapsEnabled(true);
buildWebIfChanged();
await buildServerIfChanged();
await import(pathToFileURL(path.join(root, "apps/server/dist/main.mjs")).href);
