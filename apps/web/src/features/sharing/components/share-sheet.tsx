import { BarChart3, History, Link2, Share2 } from "lucide-react";
import { useState } from "react";
import { Sheet } from "../../../components/ui/sheet.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Tabs } from "../../../components/ui/tabs.tsx";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { shareUrl } from "../lib/share-url.ts";
import { AnalyticsPanel } from "./analytics-panel.tsx";
import { CopyButton } from "./copy-button.tsx";
import { CreateLinkForm } from "./create-link-form.tsx";
import { LinkList } from "./link-list.tsx";
import { VersionsPanel } from "./versions-panel.tsx";

function LinksTab({ deckId }: { deckId: string }) {
  const { data: links, error } = useLiveQuery("shares.listShareLinks", { deckId });
  const [created, setCreated] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <CreateLinkForm deckId={deckId} onCreated={setCreated} />
      {created ? (
        <div
          role="status"
          className="flex flex-col gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3"
        >
          <p className="text-sm font-medium text-emerald-900">Link ready. Send it to your investor:</p>
          <div className="flex gap-2">
            <input
              readOnly
              value={shareUrl(created)}
              aria-label="New share link"
              data-testid="new-share-url"
              onFocus={(event) => event.currentTarget.select()}
              className="h-8 min-w-0 flex-1 rounded-lg border border-emerald-200 bg-white px-2 font-mono text-xs text-slate-800"
            />
            <CopyButton text={shareUrl(created)} label="Copy the new link" />
          </div>
        </div>
      ) : null}
      {error && !links ? (
        <p className="text-sm text-red-700">We couldn't load your links. {error.message}</p>
      ) : null}
      {links ? <LinkList links={links} /> : !error ? <Skeleton className="h-24 w-full" /> : null}
    </div>
  );
}

function AnalyticsTab({ deckId }: { deckId: string }) {
  const { data: links } = useLiveQuery("shares.listShareLinks", { deckId });
  return <AnalyticsPanel deckId={deckId} links={links ?? []} />;
}

/** Share links per investor, what they read, and the deck's versions, in one sheet from the editor. */
export function ShareSheet({
  deckId,
  open,
  onOpenChange,
}: {
  deckId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = useState("links");
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Share"
      description="Share links, viewer analytics and versions of this deck"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-3 pr-12">
        <Share2 className="size-5 text-accent-600" aria-hidden="true" />
        <h2 className="text-base font-semibold text-slate-900">Share this deck</h2>
      </div>
      <Tabs
        label="Sharing"
        value={tab}
        onValueChange={setTab}
        className="min-h-0 flex-1"
        panelClassName="min-h-0 flex-1 flex-col overflow-y-auto p-4"
        tabs={[
          {
            id: "links",
            label: "Links",
            icon: <Link2 className="size-4" aria-hidden="true" />,
            content: <LinksTab deckId={deckId} />,
          },
          {
            id: "analytics",
            label: "Analytics",
            icon: <BarChart3 className="size-4" aria-hidden="true" />,
            content: <AnalyticsTab deckId={deckId} />,
          },
          {
            id: "versions",
            label: "Versions",
            icon: <History className="size-4" aria-hidden="true" />,
            content: <VersionsPanel deckId={deckId} />,
          },
        ]}
      />
    </Sheet>
  );
}
