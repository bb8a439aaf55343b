import type { ShareGate, ShareOpened, ShareOpenRequest, SharePreview } from "@pds/contracts";
import { Ban, Clock, FileQuestion, WifiOff } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useSlow } from "../../../hooks/use-slow.ts";
import { openShare, ShareError, viewerIdStore } from "../lib/share-api.ts";
import { DeckViewer } from "./deck-viewer.tsx";
import { GateForm } from "./gate-form.tsx";

type State =
  | { step: "loading" }
  | { step: "gate"; gate: ShareGate; busy: boolean; error: string | null }
  | { step: "viewing"; opened: ShareOpened }
  | { step: "closed"; kind: ClosedKind; message: string };

function Screen({ children }: { children: ReactNode }) {
  return <div className="grid min-h-dvh place-items-center bg-slate-100 px-4 py-10">{children}</div>;
}

type ClosedKind = Exclude<ShareError["kind"], "gate">;

const closedCopy: Record<ClosedKind, { title: string; body: string; icon: typeof Ban }> = {
  revoked: {
    title: "This link was turned off",
    body: "The founder has turned this link off. Ask them for a new one.",
    icon: Ban,
  },
  expired: { title: "This link has expired", body: "Ask the founder for a new link.", icon: Clock },
  "not-found": {
    title: "This link does not exist",
    body: "Check the address, or ask the founder for a new one.",
    icon: FileQuestion,
  },
  refused: { title: "This deck could not be opened", body: "", icon: FileQuestion },
  network: {
    title: "We couldn't reach the server",
    body: "Check your connection and try again.",
    icon: WifiOff,
  },
};

function Closed({ kind, message, onRetry }: { kind: ClosedKind; message: string; onRetry: () => void }) {
  const copy = closedCopy[kind];
  const Icon = copy.icon;
  return (
    <Screen>
      <div
        className="flex max-w-sm flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-card"
        data-testid="share-closed"
        data-kind={kind}
      >
        <span className="grid size-12 place-items-center rounded-full bg-slate-100 text-slate-600">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-lg font-semibold text-slate-900">{copy.title}</h1>
        <p className="text-sm text-slate-600">{copy.body || message}</p>
        {kind === "network" || kind === "refused" ? <Button onClick={onRetry}>Try again</Button> : null}
      </div>
    </Screen>
  );
}

function Loading() {
  const slow = useSlow(true);
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-950 px-4"
      aria-busy="true"
      aria-label="Loading the deck"
    >
      <div className="aspect-video w-full max-w-4xl animate-pulse rounded-lg bg-white/10" />
      {slow ? (
        <p className="text-sm text-slate-400">Still loading… this is taking longer than usual.</p>
      ) : null}
    </div>
  );
}

const closedFrom = (error: unknown): State => {
  if (error instanceof ShareError && error.kind === "gate" && error.gate) {
    return { step: "gate", gate: error.gate, busy: false, error: null };
  }
  if (error instanceof ShareError && error.kind !== "gate") {
    return { step: "closed", kind: error.kind, message: error.message };
  }
  return { step: "closed", kind: "refused", message: "Something went wrong. Please try again." };
};

interface Props {
  token: string;
  /**
   * The first slide the server drew into the page (an open link that asks nothing): shown while the link
   * opens, in place of the loading skeleton. The server renders this same component with it.
   */
  preview?: SharePreview | null;
}

/** The public page at `/s/<token>`: the link's gate, then the deck; a clear page when it no longer opens. */
export function ShareViewer({ token, preview = null }: Props) {
  const [state, setState] = useState<State>({ step: "loading" });
  const [attempt, setAttempt] = useState(0);

  const submit = useCallback(
    async (request: ShareOpenRequest, gate: ShareGate) => {
      setState({ step: "gate", gate, busy: true, error: null });
      try {
        const opened = await openShare(token, { ...request, viewerId: viewerIdStore.get() });
        viewerIdStore.set(opened.viewerId);
        setState({ step: "viewing", opened });
      } catch (error) {
        const gateProblem = error instanceof ShareError && error.kind === "refused";
        if (gateProblem) setState({ step: "gate", gate, busy: false, error: error.message });
        else setState(closedFrom(error));
      }
    },
    [token],
  );

  // Open at once: an ungated link shows its first slide after one request; a gated one answers with its gate.
  useEffect(() => {
    let cancelled = false;
    openShare(token, { viewerId: viewerIdStore.get() }).then(
      (opened) => {
        if (cancelled) return;
        viewerIdStore.set(opened.viewerId);
        setState({ step: "viewing", opened });
      },
      (error: unknown) => !cancelled && setState(closedFrom(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  const onRefused = useCallback((error: unknown) => {
    if (error instanceof ShareError && (error.kind === "revoked" || error.kind === "expired"))
      setState(closedFrom(error));
  }, []);

  switch (state.step) {
    case "loading":
      return preview ? (
        <DeckViewer token={token} opened={null} preview={preview} onRefused={onRefused} />
      ) : (
        <Loading />
      );
    case "gate":
      return (
        <Screen>
          <GateForm
            gate={state.gate}
            busy={state.busy}
            error={state.error}
            onSubmit={(answers) => void submit(answers, state.gate)}
          />
        </Screen>
      );
    case "viewing":
      return <DeckViewer token={token} opened={state.opened} preview={preview} onRefused={onRefused} />;
    case "closed":
      return (
        <Closed
          kind={state.kind}
          message={state.message}
          onRetry={() => {
            setState({ step: "loading" });
            setAttempt((n) => n + 1);
          }}
        />
      );
  }
}
