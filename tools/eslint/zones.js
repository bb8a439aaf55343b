// The boundaries `local/boundaries` enforces (see boundaries.js for how a zone reads). Paths are
// repository-relative; `npm:` targets are packages from the registry. DESIGN.md explains the layout.

/** Test files and test folders may use test machinery (the testkit, mock SDK models, jsdom). */
const TEST = String.raw`(\.test\.tsx?$|/test/)`;
const OUTSIDE = String.raw`^(apps|bench|e2e)/`;

const workspaces = [
  {
    files: "^apps/web/",
    forbid: ["^apps/server/", "^packages/(?!contracts/)", "^(bench|e2e)/"],
    message: "The web app imports only @pds/contracts from the other workspaces.",
  },
  {
    files: "^packages/contracts/",
    forbid: [OUTSIDE, "^packages/(?!contracts/)"],
    message: "Contracts depend on no other workspace (zod only).",
  },
  {
    files: "^packages/db/",
    forbid: [OUTSIDE, "^packages/(?!db/)"],
    message: "The db package depends on no other workspace.",
  },
  {
    files: "^packages/kit/",
    forbid: [OUTSIDE, "^packages/(?!kit/)"],
    message: "The kit depends on no other workspace.",
  },
  {
    files: "^packages/ai/",
    forbid: [OUTSIDE, "^packages/(db|voice)/"],
    message: "The ai package may use contracts and kit only.",
  },
  {
    files: "^packages/voice/",
    forbid: [OUTSIDE, "^packages/(db|ai)/"],
    message: "The voice package may use contracts and kit only.",
  },
  {
    files: "^packages/testkit/",
    forbid: [OUTSIDE],
    message: "The testkit must not depend on the apps (packages never import apps).",
  },
  {
    files: "^apps/server/",
    forbid: ["^apps/web/", "^(bench|e2e)/"],
    message: "The server never imports the web app, bench or e2e.",
  },
  {
    files: "^(apps|packages)/",
    except: `${TEST}|^packages/testkit/`,
    forbid: ["^packages/testkit/", String.raw`^(apps|packages)/[^/]+/test/`],
    message: "Product code never imports test machinery.",
  },
  {
    files: "^(bench|e2e)/",
    forbid: [String.raw`^(apps|packages)/[^/]+/test/`, "^apps/web/src/test/"],
    message: "bench and e2e never import another workspace's test helpers; shared ones live in @pds/testkit.",
  },
];

const server = "^apps/server/src/";
const serverLayers = [
  {
    files: `${server}functions/`,
    forbid: [`${server}(modules|http|sync|voice)/`],
    message: "The operation runtime (functions/) knows no module and no transport.",
  },
  {
    files: `${server}lib/`,
    forbid: [`${server}(functions|modules|http|sync|voice)/`],
    message: "lib/ holds shared helpers and imports nothing above it.",
  },
  {
    files: `${server}modules/`,
    forbid: [`${server}(http|sync|voice)/`, String.raw`^apps/server/src/[^/]+\.ts$`],
    message: "Operations (modules/) use the runtime, never a transport or the composition root.",
  },
  {
    files: `${server}http/`,
    forbid: [`${server}(sync|voice|modules)/`],
    message: "The HTTP transport calls operations through the executor only.",
  },
  {
    files: `${server}sync/`,
    forbid: [`${server}(http|voice|modules)/`],
    message: "The sync transport calls operations through the executor only.",
  },
  {
    files: `${server}voice/`,
    forbid: [`${server}(http|sync)/`],
    message: "The voice socket depends on the runtime and modules/voice, not on the other transports.",
  },
];

const web = "^apps/web/src/";
const webLayers = [
  {
    files: `${web}(components|hooks|lib)/`,
    forbid: [`${web}(features|app)/`],
    message: "Shared web code (components, hooks, lib) never imports a feature or the app shell.",
  },
  { files: `${web}features/`, forbid: [`${web}app/`], message: "Features never import the app shell." },
  {
    files: `${web}features/(?<feature>[^/]+)/`,
    forbid: [String.raw`${web}features/(?!$<feature>/)[^/]+/(?!index\.tsx?$)`],
    message: "A feature uses another feature only through its index.ts.",
  },
];

/** Vendor SDKs stay inside their adapter files, so swapping a vendor touches one file. */
const adapters = [
  {
    files: "^(apps|packages)/",
    except: `^packages/ai/src/providers/|^packages/voice/src/(stt|tts)/openai-|${TEST}`,
    forbid: ["^npm:@ai-sdk/(?!provider$)"],
    message: "AI provider SDKs are imported only in their adapter files.",
  },
  {
    files: "^apps/web/",
    except: String.raw`^apps/web/src/features/voice/lib/adapters/vapi\.ts$`,
    forbid: ["^npm:@vapi-ai/"],
    message: "The Vapi SDK is imported only by the vapi voice adapter.",
  },
  {
    files: "^(apps|packages)/",
    except: "^apps/server/src/auth/|^apps/web/src/features/auth/api/",
    forbid: ["^npm:better-auth"],
    message: "better-auth is imported only by the auth adapters (server auth/, web features/auth/api/).",
  },
  {
    files: "^(apps|packages)/",
    except: String.raw`/lib/error-reporting\.tsx?$`,
    forbid: ["^npm:@sentry/"],
    message: "Sentry is imported only by lib/error-reporting.",
  },
  {
    files: "^(apps|packages)/",
    except: `^packages/db/src/|${TEST}`,
    forbid: ["^npm:(pg|@electric-sql/pglite)$"],
    message: "Database drivers are imported only by packages/db.",
  },
  {
    files: "^(apps|packages)/",
    except: `^packages/ai/src/research/readable-text\\.ts$|${TEST}|^apps/web/src/test/`,
    forbid: ["^npm:(jsdom|@mozilla/readability)$"],
    message: "jsdom and Readability are imported only by research's readable-text adapter.",
  },
];

export const zones = [...workspaces, ...serverLayers, ...webLayers, ...adapters];
