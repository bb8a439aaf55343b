import type { DeckVersion } from "@pds/contracts";
import { sharingLimits } from "@pds/contracts";
import { History } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { formatShortDate } from "../../../lib/format-date.ts";
import { useLiveQuery, useMutation } from "../../../lib/sync/hooks.ts";
import { VersionDiffView } from "./version-diff-view.tsx";

const kindLabel = {
  manual: "Saved by you",
  share: "Shared",
  copilot: "Before a copilot edit",
  restore: "Before a restore",
};

function SaveVersionForm({ deckId }: { deckId: string }) {
  const toast = useToast();
  const createVersion = useMutation("versions.createVersion");
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      await createVersion({ deckId, name: name.trim() });
      setName("");
      toast("Version saved.", "success");
    } catch (error) {
      toast(error instanceof Error ? error.message : "The version could not be saved.", "error");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} className="flex gap-2">
      <input
        value={name}
        onChange={(event) => setName(event.target.value)}
        maxLength={sharingLimits.versionNameMax}
        placeholder="Name this version, e.g. Before the Sequoia meeting"
        aria-label="Version name"
        className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-xs placeholder:text-slate-400 focus:border-accent-500 focus:ring-2 focus:ring-accent-200 focus:outline-none"
      />
      <Button type="submit" disabled={!name.trim()} aria-busy={busy}>
        Save version
      </Button>
    </form>
  );
}

/** Named snapshots of the deck: save one, restore one, compare two. */
export function VersionsPanel({ deckId }: { deckId: string }) {
  const toast = useToast();
  const { data: versions, error } = useLiveQuery("versions.listVersions", { deckId });
  const restore = useMutation("versions.restoreVersion");
  const [restoring, setRestoring] = useState<DeckVersion | null>(null);
  const [comparing, setComparing] = useState(false);

  let list;
  if (error && !versions)
    list = <p className="text-sm text-red-700">We couldn't load the versions. {error.message}</p>;
  else if (!versions) list = <Skeleton className="h-24 w-full" />;
  else if (versions.length === 0) {
    list = (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
        No versions yet. Save one before a big change; every share link saves one too.
      </p>
    );
  } else {
    list = (
      <ul
        className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
        aria-label="Versions"
      >
        {versions.map((version) => (
          <li key={version._id} className="flex items-center gap-3 px-3 py-2.5" data-testid="version-row">
            <History className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{version.name}</p>
              <p className="text-xs text-slate-500">
                {kindLabel[version.kind]} · {formatShortDate(version.createdAt)} · {version.slideCount} slides
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRestoring(version)}
              aria-label={`Restore ${version.name}`}
            >
              Restore
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <SaveVersionForm deckId={deckId} />
      {versions && versions.length >= 2 ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-expanded={comparing}
          onClick={() => setComparing((open) => !open)}
        >
          {comparing ? "Hide comparison" : "Compare two versions"}
        </Button>
      ) : null}
      {comparing && versions && versions.length >= 2 ? <VersionDiffView versions={versions} /> : null}
      {list}
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore “${restoring?.name ?? ""}”?`}
        description="The deck's title, theme and slides go back to this version. The deck as it is now is saved as a version first, so you can come back to it."
        confirmLabel="Restore version"
        onCancel={() => setRestoring(null)}
        onConfirm={() => {
          const version = restoring;
          setRestoring(null);
          if (!version) return;
          restore({ versionId: version._id }).then(
            () => toast(`Restored “${version.name}”.`, "success"),
            (caught: unknown) =>
              toast(caught instanceof Error ? caught.message : "The restore failed.", "error"),
          );
        }}
      />
    </div>
  );
}
