import type { FirmTag } from "@pds/contracts";
import * as RadixDialog from "@radix-ui/react-dialog";
import { PhoneOff } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { useSlow } from "../../../hooks/use-slow.ts";
import { SESSION_STATUS, useVoiceSession, type SessionOutcome } from "../hooks/use-voice-session.ts";
import { voiceProvider } from "../lib/create-voice-client.ts";
import { personaFor, shortName } from "../lib/personas.ts";
import type { DeckOption } from "../lib/types.ts";
import { LevelMeter } from "./level-meter.tsx";
import { MicPermissionHelp } from "./mic-permission-help.tsx";
import { PersonaAvatar } from "./persona-avatar.tsx";
import { TranscriptView } from "./transcript-view.tsx";

interface Props {
  firmTag: FirmTag;
  deckOption: DeckOption;
  deckTitle: string | null;
  onClose: (outcome: SessionOutcome) => void;
  /** Slides the VC starts with (the ones investors skimmed). */
  focusSlideIds?: readonly string[];
}

/** After this long connecting or saving, the overlay says it is still working. */
const SLOW_AFTER_MS = 6000;

/** Full-screen "Voice Practice Session": persona, live transcript, status line, level meter, End Session. */
export function SessionOverlay({ firmTag, deckOption, deckTitle, onClose, focusSlideIds }: Props) {
  const persona = personaFor(firmTag);
  const name = shortName(persona.name);
  const session = useVoiceSession(firmTag, deckOption, onClose, focusSlideIds);
  const failed = session.status === SESSION_STATUS.error || session.status === SESSION_STATUS.noConfig;
  const saving = session.status === SESSION_STATUS.saving;
  const connecting = session.status === SESSION_STATUS.fetching;
  // Waiting on the browser's microphone prompt is the founder's turn, not a slow server.
  const slowConnect = useSlow(connecting && !session.awaitingMicrophone, SLOW_AFTER_MS);
  const slowMicrophone = useSlow(connecting && session.awaitingMicrophone, SLOW_AFTER_MS);
  const slowSave = useSlow(saving, SLOW_AFTER_MS);
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && session.end()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-slate-50 focus:outline-none"
        >
          <header className="border-b border-slate-200 bg-white">
            <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6">
              <PersonaAvatar name={name} large />
              <div className="min-w-0 flex-1">
                <RadixDialog.Title className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  Voice Practice Session
                </RadixDialog.Title>
                <p className="truncate text-lg font-semibold text-slate-900">
                  {name} <span className="font-normal text-slate-500">· {persona.firmTag}</span>
                </p>
                <p className="truncate text-sm text-slate-500">{deckTitle ?? "Freestyle, no deck"}</p>
              </div>
              <div className="max-sm:basis-full max-sm:pl-[4.5rem]">
                <p
                  role="status"
                  aria-live="polite"
                  className={cn(
                    "inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium",
                    failed
                      ? "bg-red-50 text-red-700"
                      : session.status === SESSION_STATUS.connected
                        ? "bg-emerald-50 text-emerald-800"
                        : "bg-slate-100 text-slate-700",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "size-2 rounded-full",
                      failed
                        ? "bg-red-500"
                        : session.status === SESSION_STATUS.connected
                          ? "bg-emerald-500"
                          : "bg-slate-400",
                      session.status === SESSION_STATUS.connected &&
                        session.speaking.assistant &&
                        "animate-pulse",
                    )}
                  />
                  {session.status}
                </p>
              </div>
            </div>
          </header>

          <main className="min-h-0 flex-1 overflow-y-auto">
            <div className="mx-auto flex min-h-full max-w-4xl flex-col">
              {session.problem ? (
                <MicPermissionHelp problem={session.problem} />
              ) : (
                <>
                  {failed && session.errorMessage ? (
                    <p
                      role="alert"
                      className="mx-4 mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 sm:mx-6"
                    >
                      {session.errorMessage}
                    </p>
                  ) : null}
                  {slowConnect || slowMicrophone || slowSave ? (
                    <p className="mx-4 mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:mx-6">
                      {slowMicrophone
                        ? "Waiting for your microphone. Allow it in your browser's prompt to start the session."
                        : slowConnect
                          ? "Still connecting to the voice server. This is taking longer than usual."
                          : "Still saving your session. It will close as soon as the transcript is stored."}
                    </p>
                  ) : null}
                  <div className="flex-1">
                    <TranscriptView entries={session.transcript} personaName={name} />
                  </div>
                </>
              )}
            </div>
          </main>

          <footer className="border-t border-slate-200 bg-white">
            <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
              <div className="flex items-center gap-3">
                <LevelMeter
                  volume={session.volume}
                  speaking={session.speaking.user}
                  label={voiceProvider() === "vapi" ? "Call audio level" : "Microphone level"}
                />
                <span className="hidden text-sm text-slate-500 sm:inline">
                  {session.speaking.assistant
                    ? `${name} is speaking`
                    : session.speaking.user
                      ? "Listening to you"
                      : ""}
                </span>
              </div>
              <Button variant="danger" size="lg" onClick={session.end} disabled={saving}>
                <PhoneOff className="size-4" aria-hidden="true" />
                End Session
              </Button>
            </div>
          </footer>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
