import type { SharePreview } from "@pds/contracts";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { ShareViewer } from "./features/viewer/index.ts";

/**
 * The server's renderer of a share page's first screen (built by `vite build --ssr` into
 * apps/web/dist-ssr, loaded by apps/server/src/share/viewer-preview.ts): the same component tree the
 * page's script hydrates (src/viewer-main.tsx), in its first state — the first slide, before the link
 * is opened.
 */
export function renderViewerPreview(preview: SharePreview): string {
  return renderToString(
    <StrictMode>
      <ShareViewer token="" preview={preview} />
    </StrictMode>,
  );
}
