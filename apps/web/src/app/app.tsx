import { RouterProvider } from "react-router";
import { AuthProvider } from "../features/auth/components/auth-provider.tsx";
import { ToastProvider } from "../components/ui/toast.tsx";
import { router } from "./router.tsx";

export function App() {
  return (
    <AuthProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </AuthProvider>
  );
}
