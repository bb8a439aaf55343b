import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { Button } from "./ui/button.tsx";
import { Logo } from "./ui/logo.tsx";

interface Props {
  onSignOut: () => void;
}

/** The signed-in top bar: the logo back to the dashboard, and Sign out (the caller does the signing out). */
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
        <Button variant="secondary" onClick={onSignOut}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign out
        </Button>
      </nav>
    </header>
  );
}
