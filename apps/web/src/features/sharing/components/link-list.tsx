import type { ShareLink } from "@pds/contracts";
import { Eye, KeyRound, Mail, RefreshCw, Ban } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { formatShortDate } from "../../../lib/format-date.ts";
import { useMutation } from "../../../lib/sync/hooks.ts";
import { linkState, shareUrl } from "../lib/share-url.ts";
import { CopyButton } from "./copy-button.tsx";

const stateBadge = {
  active: "bg-emerald-50 text-emerald-800 ring-emerald-600/20",
  revoked: "bg-slate-100 text-slate-700 ring-slate-500/20",
  expired: "bg-amber-50 text-amber-800 ring-amber-600/20",
};
const stateLabel = { active: "Active", revoked: "Revoked", expired: "Expired" };

function LinkRow({ link }: { link: ShareLink }) {
  const toast = useToast();
  const revoke = useMutation("shares.revokeShareLink");
  const moveToLatest = useMutation("shares.moveShareLinkToLatest");
  const [confirming, setConfirming] = useState(false);
  const state = linkState(link);
  const url = shareUrl(link.token);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast(done, "success");
    } catch (error) {
      toast(error instanceof Error ? error.message : "That did not work. Try again.", "error");
    }
  };
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="share-link"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{link.label}</p>
          <p className="mt-0.5 truncate text-xs text-slate-500">{link.versionName}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${stateBadge[state]}`}
        >
          {stateLabel[state]}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <Eye className="size-3.5" aria-hidden="true" />
          {link.views === 1 ? "1 view" : `${link.views} views`}
          {link.lastViewedAt ? ` · last ${formatShortDate(link.lastViewedAt)}` : ""}
        </span>
        {link.requireEmail ? (
          <span className="inline-flex items-center gap-1">
            <Mail className="size-3.5" aria-hidden="true" />
            Email required
          </span>
        ) : null}
        {link.hasPasscode ? (
          <span className="inline-flex items-center gap-1">
            <KeyRound className="size-3.5" aria-hidden="true" />
            Passcode
          </span>
        ) : null}
        {link.expiresAt ? <span>Expires {formatShortDate(link.expiresAt)}</span> : null}
      </div>
      {state === "active" ? (
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <input
              readOnly
              value={url}
              aria-label={`Link for ${link.label}`}
              onFocus={(event) => event.currentTarget.select()}
              className="h-8 min-w-0 flex-1 rounded-lg border border-slate-200 bg-slate-50 px-2 font-mono text-xs text-slate-700"
            />
            <CopyButton text={url} label={`Copy link for ${link.label}`} />
          </div>
          <div className="flex flex-wrap gap-1">
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                run(() => moveToLatest({ linkId: link._id }), "The link now shows the latest version.")
              }
            >
              <RefreshCw className="size-4" aria-hidden="true" />
              Move to latest
            </Button>
            <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setConfirming(true)}>
              <Ban className="size-4" aria-hidden="true" />
              Revoke
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Revoke the link for ${link.label}?`}
        description="Anyone opening it will see that it was turned off. Its views stay in your analytics."
        confirmLabel="Revoke link"
        destructive
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run(() => revoke({ linkId: link._id }), "Link revoked.");
        }}
      />
    </li>
  );
}

export function LinkList({ links }: { links: ShareLink[] }) {
  if (links.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
        No links yet. Create one per investor to see who reads what.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Share links">
      {links.map((link) => (
        <LinkRow key={link._id} link={link} />
      ))}
    </ul>
  );
}
