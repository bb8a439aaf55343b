/** What the studio says after a session closes, by the reason the call ended. */
export function endedMessage(reason: string): string {
  switch (reason) {
    case "daily-limit-reached":
      return "Session ended: you have used today's practice minutes.";
    case "connection-lost":
      return "Session ended: the connection dropped. What you said before it dropped was kept and shows under your recent sessions.";
    case "server-shutdown":
      return "Session ended: the voice server restarted.";
    case "error":
      return "Session ended after an error.";
    default:
      return "Session ended.";
  }
}

/** True when the founder or the VC ended the call, not a limit, a dropped connection or an error. */
export function endedNormally(reason: string): boolean {
  return reason === "customer-ended-call" || reason === "assistant-ended-call";
}
