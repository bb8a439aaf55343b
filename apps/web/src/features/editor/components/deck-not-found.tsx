import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";

export function DeckNotFound({ onStartNew }: { onStartNew: () => void }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Deck not found</h1>
        <p className="mt-3 text-slate-600">
          This deck doesn&apos;t exist, was deleted, or belongs to another account.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/dashboard" className={buttonClasses("secondary")}>
            Back to dashboard
          </Link>
          <Button onClick={onStartNew}>Start a new deck</Button>
        </div>
      </div>
    </main>
  );
}
