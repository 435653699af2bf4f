import { render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../../app/root";
import { testShell } from "~/test/render-screen";

function Broken(): React.ReactNode {
  throw new Error("boom while rendering");
}

/** The app's root error boundary above a :lang layout (with the shell data) and a screen that throws. */
function renderCrashAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      ErrorBoundary: ErrorBoundary as unknown as React.ComponentType,
      children: [
        {
          id: "routes/lang-layout",
          path: ":lang",
          loader: () => testShell(),
          HydrateFallback: () => null,
          Component: Outlet,
          children: [{ path: "*", Component: Broken }],
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe("the crash screen", () => {
  it("replaces a screen that fails to render, and logs the error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderCrashAt("/en/article/x");
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(logged.mock.calls.some((args) => args.some((a) => a instanceof Error && a.message === "boom while rendering"))).toBe(true);
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
    expect(screen.getByRole("link", { name: "contact@test.example" })).toHaveAttribute("href", "mailto:contact@test.example");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("sends home to French when the first segment is not a language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderCrashAt("/xx/y");
    expect(await screen.findByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr");
  });
});
