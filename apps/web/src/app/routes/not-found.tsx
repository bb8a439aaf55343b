import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button.tsx";
import { Logo } from "../../components/ui/logo.tsx";

export function NotFoundRoute() {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4">
      <div className="max-w-md text-center">
        <Logo />
        <p className="mt-10 text-sm font-semibold text-accent-700">404</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">Page not found</h1>
        <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className={buttonClasses("primary", "md", "mt-8")}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
