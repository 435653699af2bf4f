import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { GuidePage } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { GuideScreen } from "./guide-screen";

const guide = (reviewed: boolean) => ({
  slug: "devis-btp",
  title: "Devis BTP : relancer sans harceler",
  description: "Relancer un devis.",
  keywords: [],
  target_keyword: "relance devis btp",
  search_intent: "problem",
  content: {
    problem: "Les devis dorment.",
    pain_points: ["Un", "Deux"],
    current_solutions: ["Relance au hasard"],
    why_it_fails: "Pas de méthode.",
    better_approach: "Un calendrier.",
    cta: "Essayer",
  },
  testimonial: {
    quote: "Une gérante d’une entreprise de maçonnerie de 9 personnes a fixé deux relances par devis.",
    author: "Gérante, maçonnerie",
    illustrative: true,
  },
  reviewed_at: reviewed ? "2026-11-23" : null,
  sources: reviewed
    ? [
        {
          title: "Article L441-10 - Code de commerce",
          publisher: "Légifrance",
          url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038414392",
          consulted_at: "2026-11-20", lang: "fr" as const,
        },
      ]
    : [],
});

const page = (reviewed: boolean, lang = "fr") =>
  ({
    kind: "guide",
    head: { path: `/${lang}/industry/btp/devis-btp` },
    sector: { slug: "btp", name: "BTP", description: "", icon: "building" },
    guide: guide(reviewed),
    other_guides: [],
  }) as unknown as GuidePage;

describe("a sector guide", () => {
  it("shows its search intent, not the keyword it is written for (a search phrase, not a sentence)", () => {
    const { container } = renderScreen(<GuideScreen page={page(true)} />, "/fr/industry/btp/devis-btp");
    expect(container.textContent).not.toContain("relance devis btp");
    const header = container.querySelector("header") ?? container;
    expect(header.textContent).toMatch(/Type de guide/);
  });

  it("shows its review date and its sources, each a link with publisher and consultation date", () => {
    renderScreen(<GuideScreen page={page(true)} />, "/fr/industry/btp/devis-btp");
    expect(screen.getAllByText("Vérifié le 23 novembre 2026")).toHaveLength(2);
    const sources = screen.getByRole("region", { name: "Sources de cette page" });
    const link = within(sources).getByRole("link", { name: /Article L441-10 - Code de commerce/ });
    expect(link).toHaveAttribute("href", "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038414392");
    expect(within(sources).getByText(/Légifrance, consulté le 20 novembre 2026/)).toBeInTheDocument();
  });

  it("renders the testimonial as a labelled illustrative scenario, not a quotation", () => {
    const { container } = renderScreen(<GuideScreen page={page(true)} />, "/fr/industry/btp/devis-btp");
    const scenario = screen.getByRole("region", { name: /Mise en situation/ });
    expect(within(scenario).getByText("Exemple illustratif")).toBeVisible();
    expect(container.querySelector("blockquote")).toBeNull();
    expect(scenario.textContent).not.toMatch(/[«»“”"]/);
  });

  it("says nothing about a review before the page is reviewed", () => {
    renderScreen(<GuideScreen page={page(false)} />, "/fr/industry/btp/devis-btp");
    expect(screen.queryByText(/Vérifié le/)).toBeNull();
    expect(screen.queryByRole("region", { name: "Sources" })).toBeNull();
  });

  it("speaks English on the English page", () => {
    renderScreen(<GuideScreen page={page(true, "en")} />, "/en/industry/btp/devis-btp");
    expect(screen.getAllByText("Reviewed on 23 November 2026")).toHaveLength(2);
    expect(screen.getByText(/Légifrance, consulted on 20 November 2026/)).toBeInTheDocument();
    expect(screen.getByText("Illustrative example")).toBeInTheDocument();
  });
});
