/** The copilot feature's public surface, for the editor that composes it. */
export { CopilotPanel } from "./components/copilot-panel.tsx";
export { COMPOSE_REQUEST, useCopilot } from "./hooks/use-copilot.ts";
