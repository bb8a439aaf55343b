import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { lazyPart, PART_LOAD_FAILED } from "../../components/lazy-part.tsx";
import { Button } from "../../components/ui/button.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import type { AuthMode } from "../../features/auth/lib/auth-messages.ts";
import { DeckPreview } from "../../features/landing/components/deck-preview.tsx";
import { FeatureCards } from "../../features/landing/components/feature-cards.tsx";
import { LandingTopBar } from "../../features/landing/components/landing-top-bar.tsx";

// Loaded when the founder opens it: the dialog machinery stays out of the landing page's first download.
const AuthDialog = lazyPart(
  () => import("../../features/auth/components/auth-dialog.tsx"),
  (m) => m.AuthDialog,
);

export function LandingRoute() {
  const navigate = useNavigate();
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const toast = useToast();
  return (
    <div className="min-h-dvh bg-gradient-to-b from-white via-slate-50 to-slate-100">
      <LandingTopBar onOpenAuth={setAuthMode} />
      <main>
        <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-8 sm:px-6 lg:grid-cols-2 lg:pt-20">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-accent-200 bg-accent-50 px-3 py-1 text-xs font-medium text-accent-700">
              AI pitch deck studio for founders
            </p>
            <h1 className="mt-5 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Your idea, transformed into an investor-ready deck.
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-600">
              Write a short brief or dictate it. Your copilot drafts the deck, researches your market with
              cited sources, and then lets you rehearse the pitch out loud against a mock VC.
            </p>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Button size="lg" onClick={() => setAuthMode("signUp")}>
                Sign up to get started
                <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
              <Button size="lg" variant="secondary" onClick={() => setAuthMode("signIn")}>
                I have an account
              </Button>
            </div>
          </div>
          <DeckPreview />
        </section>
        <FeatureCards />
      </main>
      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-500">
        Built for founders raising their next round.
      </footer>
      {authMode ? (
        <AuthDialog
          key={authMode}
          onFail={() => {
            setAuthMode(null);
            toast(PART_LOAD_FAILED, "error");
          }}
          initialMode={authMode}
          onClose={() => setAuthMode(null)}
          onAuthenticated={() => {
            setAuthMode(null);
            navigate("/dashboard", { replace: true });
          }}
        />
      ) : null}
    </div>
  );
}
