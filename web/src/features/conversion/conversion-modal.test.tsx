import { act, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ConversionLayer } from "./conversion-layer";
import { ConversionModalHost } from "./conversion-modal-host";
import type { ModalPage } from "./conversion-modal";
import { LAST_MODAL_KEY } from "./modal-cooldown";
import { conversionShell, passingTexts, pointer, renderWithConversion, settle } from "~/test/render-with-conversion";
import { installDialogs } from "~/test/dialogs";

const page = (path = "/fr/article/x"): ModalPage => ({
  lang: "fr",
  path,
  article: path.split("/").at(-1)!,
  category: "management-pilotage",
  context: { title: "Titre", category: "management-pilotage", problem: "Problème" },
});

let fetcher: ReturnType<typeof vi.fn<typeof fetch>>;
let opened: ReturnType<typeof vi.fn>;

beforeAll(installDialogs);
beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2025-03-01T10:00:00Z") });
  window.localStorage.clear();
  pointer("fine");
  fetcher = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ id: "l1", created: true }), { status: 201 }));
  vi.stubGlobal("fetch", passingTexts(fetcher));
  opened = vi.fn();
  vi.stubGlobal("open", opened);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Types the address and sends the form (userEvent waits on real timers; these are fake). */
async function send(address: string) {
  fireEvent.change(screen.getByLabelText("Votre adresse e-mail professionnelle"), { target: { value: address } });
  fireEvent.click(screen.getByRole("button", { name: "Modale bouton" }));
  await settle();
}

async function openByTime() {
  act(() => vi.advanceTimersByTime(40_000));
  await settle();
}

describe("conversion modal", () => {
  it("opens on its trigger as a dialog named by its heading, with the category's benefits", async () => {
    renderWithConversion(<ConversionModalHost kind="modal" page={page()} />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await openByTime();
    const dialog = screen.getByRole("dialog", { name: "Modale titre" });
    expect(dialog).toHaveTextContent("Bénéfice pilotage");
    expect(screen.getByRole("button", { name: "Modale bouton" })).toBeDisabled();
  });

  it("submits → success with the audit link, and opens the audit page 3 s later", async () => {
    renderWithConversion(<ConversionModalHost kind="modal" page={page()} />);
    await openByTime();
    await send("claire@entreprise.example");
    expect(JSON.parse(String(fetcher.mock.calls[0]![1]?.body))).toMatchObject({
      form_kind: "modal",
      trigger: "time",
      page_path: "/fr/article/x",
    });
    expect(screen.getByRole("dialog", { name: "Modale réussi" })).toBeInTheDocument();
    const audit = screen.getByRole("link", { name: /Ouvrir la page de l’audit gratuit/ });
    expect(audit.getAttribute("href")).toMatch(/^https:\/\/app\.example\/onboarding\/audit\?.*utm_content=modal.*trigger=time/);
    act(() => vi.advanceTimersByTime(2999));
    expect(opened).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(opened).toHaveBeenCalledExactlyOnceWith(audit.getAttribute("href"), "_blank", "noopener");
  });

  it("sends ai-modal from an AI article, keeps its success and audit link until closed, then invites to the community (spec §4)", async () => {
    renderWithConversion(
      <>
        <ConversionModalHost kind="ai-modal" page={page()} />
        <ConversionLayer />
      </>,
      { status: "default" },
    );
    await openByTime();
    expect(screen.getByRole("dialog")).toHaveTextContent("Avant de lancer un projet d’IA");
    await send("claire@entreprise.example");
    expect(JSON.parse(String(fetcher.mock.calls[0]![1]?.body)).form_kind).toBe("ai-modal");
    await settle();
    // Well past the 1.5 s after which the modal used to give way: the success stays, alone.
    act(() => vi.advanceTimersByTime(10_000));
    const success = screen.getByRole("dialog", { name: "Modale réussi" });
    const audit = screen.getByRole("link", { name: /Ouvrir la page de l’audit gratuit/ });
    expect(audit.getAttribute("href")).toMatch(/utm_content=ai-modal/);
    expect(opened).toHaveBeenCalledExactlyOnceWith(audit.getAttribute("href"), "_blank", "noopener");
    expect(screen.queryByRole("dialog", { name: /Communauté/ })).not.toBeInTheDocument();
    // Closed by the visitor: the community invitation takes its turn, claiming no status.
    fireEvent.click(within(success).getByRole("button", { name: "Fermer" }));
    await settle();
    const community = screen.getByRole("dialog", { name: "Communauté Membre Communauté" });
    expect(community).not.toHaveTextContent("Votre statut");
    expect(screen.getByRole("complementary", { name: "Vidéo pilotage", hidden: true })).toBeInTheDocument();
  });

  it("keeps the modal of a base article open on its success message", async () => {
    renderWithConversion(<ConversionModalHost kind="modal" page={page()} />);
    await openByTime();
    await send("claire@entreprise.example");
    await settle();
    expect(screen.getByRole("dialog", { name: "Modale réussi" })).toBeInTheDocument();
  });

  it("closes on Escape and on its close button, giving focus back", async () => {
    renderWithConversion(
      <>
        <button type="button">avant</button>
        <ConversionModalHost kind="modal" page={page()} />
      </>,
    );
    screen.getByRole("button", { name: "avant" }).focus();
    await openByTime();
    expect(screen.getByRole("button", { name: "Fermer" })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "avant" })).toHaveFocus();
  });

  it("closes when the page changes, and re-arms the triggers there", async () => {
    function Pages() {
      const [path, setPath] = useState("/fr/article/x");
      return (
        <>
          <ConversionModalHost kind="modal" page={page(path)} />
          <button type="button" onClick={() => setPath("/fr/article/y")}>
            suivant
          </button>
        </>
      );
    }
    window.localStorage.setItem(LAST_MODAL_KEY, "garbage");
    renderWithConversion(<Pages />, { shell: conversionShell({ modal_cooldown_ms: 0 }) });
    await openByTime();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    // A link inside the page (not the inert background) leads elsewhere: here, directly.
    act(() => screen.getByRole("button", { name: "suivant", hidden: true }).click());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await openByTime();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
