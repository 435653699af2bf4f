// The owner's view (decision 007): its own client-only route tree, served by Python at /admin*.
import "./admin.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router";
import { adminLang, TEXTS } from "./texts";
import { TextsContext } from "./use-texts";

const router = createBrowserRouter([
  { path: "/admin/login", lazy: async () => ({ Component: (await import("./login")).LoginPage }) },
  { path: "/admin/*", lazy: async () => ({ Component: (await import("./signed-in")).SignedIn }) },
]);

const lang = adminLang();
document.documentElement.lang = lang;
if (matchMedia("(prefers-color-scheme: dark)").matches) document.documentElement.classList.add("dark");

createRoot(document.getElementById("admin")!).render(
  <StrictMode>
    <TextsContext value={TEXTS[lang]}>
      <RouterProvider router={router} />
    </TextsContext>
  </StrictMode>,
);
