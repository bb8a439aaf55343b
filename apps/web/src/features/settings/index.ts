// The settings feature: the page where a founder connects their own model.
export { SettingsPage } from "./components/settings-page.tsx";
