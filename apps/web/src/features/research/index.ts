/** The research feature's public surface, for the editor that composes it. */
export { CitationMarker } from "./components/citation-marker.tsx";
export { CitationsProvider } from "./components/citations-provider.tsx";
export { useCitationContext } from "./hooks/citation-context.ts";
export { ResearchButton } from "./components/research-button.tsx";
export { SourcesPanel } from "./components/sources-panel.tsx";
export { useCitations, useSources } from "./hooks/use-sources.ts";
export { splitCitations } from "./lib/format-source.ts";
export { citedMarkers } from "./lib/cited-markers.ts";
