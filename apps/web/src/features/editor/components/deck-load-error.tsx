import { Link } from "react-router";
import { Button, buttonClasses } from "../../../components/ui/button.tsx";

/** The deck could not be loaded (the server answered with an error, not "not found"). */
export function DeckLoadError({ message }: { message: string }) {
  return (
    <main role="alert" className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          We couldn&apos;t load this deck
        </h1>
        <p className="mt-3 text-slate-600">{message}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/dashboard" className={buttonClasses("secondary")}>
            Back to dashboard
          </Link>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </div>
      </div>
    </main>
  );
}
