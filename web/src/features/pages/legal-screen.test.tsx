import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { LegalPagePayload } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { LegalScreen } from "./legal-screen";

const type = (key: string, title: string) => ({ key, title, description: `${title} : à quoi ils servent.` });

const page = {
  kind: "legal",
  head: { title: "Cookies", heading: "Politique relative aux cookies", description: "", path: "/fr/cookies", alternates: [] },
  page: {
    slug: "cookies",
    title: "Politique relative aux cookies",
    description: "Ce que le site enregistre.",
    reviewed_at: "2025-01-15",
    sections: [
      { id: "intro", heading: "Qu’est-ce qu’un cookie ?", paragraphs: ["Un petit fichier."], items: [] },
      { id: "contact", heading: "Une question ?", paragraphs: ["Écrivez à contact@test.example pour tout."], items: [] },
    ],
    cookie_types: [
      type("necessary", "Cookies nécessaires"),
      type("analytics", "Mesure d’audience"),
      type("marketing", "Cookies marketing"),
      type("functional", "Cookies fonctionnels"),
    ],
    retention: [{ name: "Mesure d’audience", purpose: "Statistiques", duration: "25 mois" }],
    sources: [] as LegalPagePayload["page"]["sources"],
  },
} as unknown as LegalPagePayload;

describe("the cookies page", () => {
  afterEach(() => window.localStorage.clear());

  it("shows the update date, the retention table and the contact e-mail as a link", () => {
    renderScreen(<LegalScreen page={page} />, "/fr/cookies");
    expect(screen.getByText("Dernière mise à jour : 15 janvier 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr");
    expect(screen.getByRole("row", { name: /Mesure d’audience Statistiques 25 mois/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "contact@test.example" })).toHaveAttribute("href", "mailto:contact@test.example");
  });

  it("binds a switch to each kind of cookie, necessary locked on, defaults as the spec says", () => {
    renderScreen(<LegalScreen page={page} />, "/fr/cookies");
    const necessary = screen.getByRole("switch", { name: "Cookies nécessaires" });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Mesure d’audience" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Cookies marketing" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Cookies fonctionnels" })).toBeChecked();
  });

  it("stores each change, and both buttons (twice on the page) set every switch at once", async () => {
    const user = userEvent.setup();
    renderScreen(<LegalScreen page={page} />, "/fr/cookies");
    await user.click(screen.getByRole("switch", { name: "Cookies marketing" }));
    expect(JSON.parse(window.localStorage.getItem("cookiePreferences")!)).toMatchObject({ marketing: true });
    const [, closingNecessary] = screen.getAllByRole("button", { name: "Cookies nécessaires uniquement" });
    await user.click(closingNecessary!);
    for (const name of ["Mesure d’audience", "Cookies marketing", "Cookies fonctionnels"])
      expect(screen.getByRole("switch", { name })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Cookies nécessaires" })).toBeChecked();
    expect(screen.getAllByRole("button", { name: "Accepter tous les cookies" })).toHaveLength(2);
    await user.click(screen.getAllByRole("button", { name: "Accepter tous les cookies" })[0]!);
    expect(screen.getByRole("switch", { name: "Cookies marketing" })).toBeChecked();
    expect(screen.getAllByText("Vos préférences sont enregistrées.").length).toBeGreaterThan(0);
  });

  it("ends with the texts it cites by article, dated by its last update; none when it lists none", () => {
    const sources = [
      {
        title: "Règlement (UE) 2016/679 (RGPD), article 6",
        publisher: "EUR-Lex",
        url: "https://eur-lex.europa.eu/legal-content/FR/TXT/HTML/?uri=CELEX:32016R0679#art_6",
        consulted_at: "2026-11-29", lang: "fr" as const,
      },
    ];
    renderScreen(<LegalScreen page={{ ...page, page: { ...page.page, sources } }} />, "/fr/cookies");
    const section = screen.getByRole("region", { name: "Sources de cette page" });
    expect(within(section).getByRole("link", { name: /RGPD\), article 6/ })).toHaveAttribute("href", sources[0]!.url);
    expect(section).toHaveTextContent("Vérifié le 15 janvier 2025");
    cleanup();
    renderScreen(<LegalScreen page={page} />, "/fr/cookies");
    expect(screen.queryByRole("region", { name: "Sources de cette page" })).toBeNull();
  });
});
