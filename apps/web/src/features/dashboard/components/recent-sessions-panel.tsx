import { Mic } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Panel, PanelMessage } from "../../../components/ui/panel.tsx";
import { formatShortDate } from "../../../lib/format-date.ts";
import { useLiveQuery } from "../../../lib/sync/hooks.ts";
import { ReadinessTrend } from "../../voice/index.ts";

export function RecentSessionsPanel() {
  const navigate = useNavigate();
  const { data: sessions, error } = useLiveQuery("voiceai.getRecentConversations", {});

  let body;
  if (error && sessions === undefined) {
    body = (
      <PanelMessage title="We couldn't load your sessions.">
        <p className="text-sm text-slate-500">{error.message}</p>
      </PanelMessage>
    );
  } else if (sessions === undefined) {
    body = (
      <p aria-busy="true" className="px-3 py-10 text-center text-sm text-slate-500">
        Loading sessions...
      </p>
    );
  } else if (sessions.length === 0) {
    body = (
      <PanelMessage title="No voice practice yet">
        <p className="max-w-xs text-sm text-slate-500">Rehearse your pitch out loud against a mock VC.</p>
        <Button variant="secondary" onClick={() => navigate("/practice")}>
          Start a practice session
        </Button>
      </PanelMessage>
    );
  } else {
    body = (
      <>
        <div className="px-3 pt-3">
          <ReadinessTrend />
        </div>
        <ul className="flex flex-col divide-y divide-slate-100">
          {sessions.map((session) => (
            <li key={session._id} className="flex items-center gap-4 px-3 py-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-emerald-50 text-emerald-700">
                <Mic className="size-4" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">{session.firmTag}</p>
                <p className="mt-0.5 text-xs text-slate-500">{formatShortDate(session._creationTime)}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => navigate(`/practice/sessions/${encodeURIComponent(session._id)}`)}
              >
                View
              </Button>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Panel
      title="Recent voice sessions"
      action={
        <Link
          to="/practice"
          className="text-sm font-medium text-accent-700 underline-offset-4 hover:underline"
        >
          Start new session
        </Link>
      }
    >
      {body}
    </Panel>
  );
}
