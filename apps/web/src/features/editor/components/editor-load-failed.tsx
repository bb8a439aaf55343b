import { PART_LOAD_FAILED } from "../../../components/lazy-part.tsx";
import { Button } from "../../../components/ui/button.tsx";

/** The editor's code could not be fetched (offline, or a deploy replaced it); the deck itself is safe. */
export function EditorLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p className="text-slate-700">{PART_LOAD_FAILED}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
