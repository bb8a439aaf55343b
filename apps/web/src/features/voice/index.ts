/** The voice feature's public surface for other features: the readiness trend the dashboard shows. */
export { ReadinessTrend } from "./components/readiness-trend.tsx";
