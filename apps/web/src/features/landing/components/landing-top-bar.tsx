import { Button } from "../../../components/ui/button.tsx";
import { Logo } from "../../../components/ui/logo.tsx";
import type { AuthMode } from "../../auth/index.ts";

export function LandingTopBar({ onOpenAuth }: { onOpenAuth: (mode: AuthMode) => void }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/80 backdrop-blur">
      <nav
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
        aria-label="Main"
      >
        <Logo />
        <div className="flex items-center gap-1 sm:gap-2">
          <Button variant="ghost" className="max-sm:px-3" onClick={() => onOpenAuth("signIn")}>
            Sign in
          </Button>
          <Button className="max-sm:px-3" onClick={() => onOpenAuth("signUp")}>
            Sign up
          </Button>
        </div>
      </nav>
    </header>
  );
}
