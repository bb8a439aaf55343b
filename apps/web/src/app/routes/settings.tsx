import { SettingsPage } from "../../features/settings/index.ts";
import { SubPage } from "./sub-page.tsx";

export function SettingsRoute() {
  return (
    <SubPage className="flex max-w-3xl flex-col gap-6">
      <SettingsPage />
    </SubPage>
  );
}
