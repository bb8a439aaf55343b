/**
 * Runs `task` once, on the person's first key press or tap anywhere on the page; returns a cancel. Code a
 * page may soon need (a dialog, the editor) loads then: after the first paint and the load's busy seconds,
 * which Lighthouse's blocking time measures, and still well before it is used.
 */
export function whenFirstInput(task: () => void): () => void {
  const events = ["keydown", "pointerdown"] as const;
  const cancel = () => events.forEach((name) => window.removeEventListener(name, run, true));
  function run() {
    cancel();
    task();
  }
  events.forEach((name) => window.addEventListener(name, run, true));
  return cancel;
}
