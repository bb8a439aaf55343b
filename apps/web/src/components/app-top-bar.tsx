import { LogOut } from "lucide-react";
import { Link } from "react-router";
import { useSignOut } from "../features/auth/hooks/use-sign-out.ts";
import { Button } from "./ui/button.tsx";
import { Logo } from "./ui/logo.tsx";

export function AppTopBar() {
  const signOut = useSignOut();
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
        aria-label="Main"
      >
        <Link to="/dashboard" className="rounded-lg" aria-label="Pitch Deck Studio dashboard">
          <Logo />
        </Link>
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut className="size-4" aria-hidden="true" />
          Sign out
        </Button>
      </nav>
    </header>
  );
}
