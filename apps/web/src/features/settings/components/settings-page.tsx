import { Cpu } from "lucide-react";
import { Panel, PanelMessage } from "../../../components/ui/panel.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useSlow } from "../../../hooks/use-slow.ts";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { ModelSettingsForm } from "./model-settings-form.tsx";

/** /settings: which AI engine this founder's copilot, drafts and research run on. */
export function SettingsPage() {
  const settings = useLiveQuery("settings.getModelSettings", {});
  const engine = useLiveQuery("ai.getEngineInfo", {});
  const loading = settings.data === undefined && !settings.error;
  const slow = useSlow(loading);
  let body;
  if (settings.error && settings.data === undefined) {
    body = (
      <PanelMessage title="We couldn't load your settings.">
        <p className="text-sm text-slate-500">{settings.error.message}</p>
      </PanelMessage>
    );
  } else if (loading) {
    body = (
      <div aria-busy="true" aria-label="Loading settings" className="flex flex-col gap-3 p-4">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        {slow ? (
          <p className="text-sm text-slate-500">Still loading… this is taking longer than usual.</p>
        ) : null}
      </div>
    );
  } else {
    body = (
      <div className="p-4">
        <ModelSettingsForm key={settings.data?.updatedAt ?? "none"} saved={settings.data ?? null} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-2 text-slate-600">
          Connect your own model for the copilot, deck drafts and research. Your key is encrypted on the
          server and never shown again.
        </p>
      </div>
      {engine.data ? (
        <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="current-engine">
          <Cpu className="size-4 text-accent-600" aria-hidden="true" />
          Your copilot runs on: <span className="font-medium text-slate-900">{engine.data.label}</span>
        </p>
      ) : null}
      <Panel title="AI model">{body}</Panel>
    </div>
  );
}
