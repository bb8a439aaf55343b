import { MicOff } from "lucide-react";
import type { SessionProblem } from "../hooks/use-voice-session.ts";

/** What to do when the microphone was refused or is missing. */
export function MicPermissionHelp({ problem }: { problem: Exclude<SessionProblem, null> }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-red-50 text-red-600">
        <MicOff className="size-6" aria-hidden="true" />
      </span>
      {problem === "mic-denied" ? (
        <>
          <h3 className="text-base font-semibold text-slate-900">Microphone access is blocked</h3>
          <p className="text-sm text-slate-600">
            Practice needs your microphone so the investor can hear your pitch. Click the lock or microphone
            icon at the left of the address bar, set Microphone to <strong>Allow</strong>, then end this
            session and start again. On a phone, allow the microphone for this browser in your device
            settings.
          </p>
        </>
      ) : (
        <>
          <h3 className="text-base font-semibold text-slate-900">No microphone found</h3>
          <p className="text-sm text-slate-600">
            Connect a microphone or headset, check it is selected in your system sound settings, then end this
            session and start again.
          </p>
        </>
      )}
    </div>
  );
}
