import { render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";
import { testShell } from "~/test/render-screen";

function Broken(): React.ReactNode {
  throw new Error("boom while rendering");
}

/** The app's root error boundary above a :lang layout (with the shell data) and a screen that throws. */
function renderCrashAt(path: string, shell: () => unknown = () => testShell()) {
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
          loader: shell,
          HydrateFallback: () => null,
          Component: Outlet,
          children: [{ path: "*", Component: Broken }],
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

/** The server's answers to the reports (`POST /api/client-errors`), recorded. */
let reports: { url: string; body: Record<string, string> }[] = [];
let reportStatus = 204;
beforeEach(() => {
  reports = [];
  reportStatus = 204;
  vi.stubGlobal("fetch", (url: string, init: RequestInit) => {
    reports.push({ url, body: JSON.parse(String(init.body)) as Record<string, string> });
    return Promise.resolve(new Response(null, { status: reportStatus }));
  });
  return () => vi.unstubAllGlobals();
});

describe("the crash screen", () => {
  it("replaces a screen that fails to render, logs the error and reports it to the server", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderCrashAt("/en/article/x?email=a@b.example#top");
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(logged.mock.calls.some((args) => args.some((a) => a instanceof Error && a.message === "boom while rendering"))).toBe(true);
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/en");
    // The build's address (site.yaml), not the shell data's.
    expect(screen.getByRole("link", { name: "support@build.example" })).toHaveAttribute("href", "mailto:support@build.example");
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    // The status region is there at once; its text comes when the server has the report.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Our technical team has been notified automatically."));
    expect(reports).toHaveLength(1);
    expect(reports[0]!.url).toBe("/api/client-errors");
    expect(reports[0]!.body).toMatchObject({ message: "Error: boom while rendering", page: "/en/article/x", release: "test-release" });
    expect(reports[0]!.body.stack).toContain("Broken");
  });

  it("shows the support address when the shell data is what failed, and says when the report did not arrive", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    reportStatus = 503;
    renderCrashAt("/fr/article/x", () => {
      throw new Error("shell data unreadable");
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "support@build.example" })).toHaveAttribute("href", "mailto:support@build.example");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Le signalement automatique n’a pas abouti"));
    expect(reports[0]!.body.message).toBe("Error: shell data unreadable");
  });

  it("sends home to French when the first segment is not a language", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderCrashAt("/xx/y");
    expect(await screen.findByRole("heading", { level: 1, name: "Une erreur est survenue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr");
    await waitFor(() => expect(reports).toHaveLength(1));
  });
});
