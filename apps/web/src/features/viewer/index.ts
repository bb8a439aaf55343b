// The public viewer of a share link (`/s/<token>`): no account, no sync socket, nothing of the editor.
export { ShareViewer } from "./components/share-viewer.tsx";
export { pagePreview } from "./lib/page-preview.ts";
