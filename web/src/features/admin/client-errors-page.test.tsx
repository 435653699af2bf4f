// « Erreurs du site »: the crash screen's reports as GET /api/admin/client-errors pages them.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientErrorList } from "./api/client";
import { ClientErrorsPage } from "./client-errors-page";

type Report = ClientErrorList["items"][number];

const REPORTS: Report[] = [
  { id: 3, received_at: "2026-11-26T21:40:05Z", message: "TypeError: score is undefined", stack: "TypeError: score is undefined\n    at Score (/assets/tool-AbC.js:12:34)", page: "/fr/tool/indice-maturite", release: "2026-11-26T20:00:00Z" },
  { id: 2, received_at: "2026-11-26T18:02:00Z", message: "RangeError: invalid date", stack: "", page: "/en/article/budget", release: "" },
  { id: 1, received_at: "2026-11-25T09:00:00Z", message: "Error: chunk failed", stack: "Error: chunk failed\n    at load", page: "/fr", release: "r1" },
];

let reports: Report[] = [];
let asked: string[] = [];
let status = 200;

beforeEach(() => {
  reports = REPORTS;
  asked = [];
  status = 200;
  vi.stubGlobal("fetch", (url: string) => {
    asked.push(url);
    const page = Number(new URL(url, "http://admin.test").searchParams.get("page") ?? "1");
    const body: ClientErrorList = { total: reports.length, page, per_page: 2, items: reports.slice((page - 1) * 2, page * 2) };
    return Promise.resolve(new Response(JSON.stringify(status === 200 ? body : { code: "signed_out", message: "x" }), { status }));
  });
});

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "/admin/site-errors", Component: ClientErrorsPage }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("ClientErrorsPage", () => {
  it("lists the newest reports first with their time, page, release and message, the stack folded", async () => {
    renderAt("/admin/site-errors");
    const list = await screen.findByRole("list", { name: "Erreurs du site" });
    const items = await within(list).findAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(screen.getByText("3 erreurs signalées")).toBeInTheDocument();

    const [newest, older] = items as [HTMLElement, HTMLElement];
    expect(within(newest).getByText("TypeError: score is undefined")).toBeInTheDocument();
    expect(within(newest).getByText("/fr/tool/indice-maturite")).toBeInTheDocument();
    expect(within(newest).getByText("2026-11-26T20:00:00Z")).toBeInTheDocument();
    const time = newest.querySelector("time");
    expect(time).toHaveAttribute("datetime", "2026-11-26T21:40:05Z");
    expect(time?.textContent).toMatch(/2026/);

    const stack = within(newest).getByText(/at Score/);
    expect(stack).not.toBeVisible();
    await userEvent.click(within(newest).getByText("Pile d’appels"));
    expect(stack).toBeVisible();

    expect(within(older).getByText("RangeError: invalid date")).toBeInTheDocument();
    expect(within(older).getByText("inconnue")).toBeInTheDocument();
    expect(within(older).getByText("Le navigateur n’a pas transmis de pile d’appels.")).toBeInTheDocument();
    expect(asked).toEqual(["/api/admin/client-errors?page=1"]);
  });

  it("pages through the reports", async () => {
    renderAt("/admin/site-errors");
    await screen.findByText("TypeError: score is undefined");
    expect(screen.getByRole("button", { name: "Page précédente" })).toBeDisabled();
    expect(screen.getByRole("navigation", { name: "Page 1 sur 2" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Page suivante" }));
    expect(await screen.findByText("Error: chunk failed")).toBeInTheDocument();
    expect(screen.queryByText("TypeError: score is undefined")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Page suivante" })).toBeDisabled();
    expect(asked.at(-1)).toBe("/api/admin/client-errors?page=2");
  });

  it("says when nothing was reported, and when the list cannot be read", async () => {
    reports = [];
    renderAt("/admin/site-errors");
    expect(await screen.findByText("Aucune erreur signalée.")).toBeInTheDocument();
    expect(screen.getByText("0 erreur signalée")).toBeInTheDocument();
    status = 401;
    renderAt("/admin/site-errors");
    expect(await screen.findByRole("alert")).toHaveTextContent("Une erreur est survenue. Réessayez.");
  });
});
