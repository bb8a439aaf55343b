import { LogOut, Settings } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./ui/button.tsx";
import { Logo } from "./ui/logo.tsx";

interface Props {
  onSignOut: () => void;
}

/** The signed-in top bar: the logo back to the dashboard, Settings, and Sign out (the caller signs out). */
export function AppTopBar({ onSignOut }: Props) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
        aria-label="Main"
      >
        <Link to="/dashboard" className="rounded-lg" aria-label="Pitch Deck Studio dashboard">
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          <Link
            to="/settings"
            className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          >
            <Settings className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Settings</span>
          </Link>
          <Button variant="secondary" onClick={onSignOut} className="max-sm:px-3">
            <LogOut className="size-4" aria-hidden="true" />
            {/* Icon-only on phones beside Settings; still the button's name. */}
            <span className="max-sm:sr-only">Sign out</span>
          </Button>
        </div>
      </nav>
    </header>
  );
}
