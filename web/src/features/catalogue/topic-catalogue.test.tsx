import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CatalogueGroup } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { TopicCatalogue } from "./topic-catalogue";

const topic = (slug: string) => ({
  slug,
  title: `Sujet ${slug}`,
  description: `À propos de ${slug}`,
  difficulty: "beginner",
  read_time: 10,
  keywords: ["k1", "k2", "k3"],
  pain_points: ["p1", "p2"],
  solutions: ["s1", "s2"],
  ai: { implementation_months: { min: 2, max: 4 }, estimated_cost_eur: { min: 12000, max: 30000 } },
});

const source = {
  title: "Règlement (UE) 2024/1689 (AI Act), article 50",
  publisher: "EUR-Lex",
  url: "https://eur-lex.europa.eu/legal-content/FR/TXT/HTML/?uri=CELEX:32024R1689#art_50",
  consulted_at: "2026-11-29", lang: "fr" as const,
};

const theme = (slug: string, sourced: boolean) =>
  ({
    slug, title: `IA ${slug}`, description: "…", icon: "bot", color: "indigo",
    topics: [topic(`${slug}-1`), topic(`${slug}-2`)],
    reviewed_at: sourced ? "2026-11-29" : null,
    sources: sourced ? [source] : [],
  }) as unknown as CatalogueGroup;

describe("an AI domain of the catalogue", () => {
  it("ends with the sources of the articles its text cites, under a heading naming it; none when it lists none", () => {
    renderScreen(
      <TopicCatalogue
        groups={[theme("clients", true), theme("equipe", false)]}
        groupLabel="Domaine"
        allGroupsLabel="Tous les domaines"
        sectorsByTopic={{}}
        articles={{}}
        columns="md:grid-cols-2"
      />,
      "/fr/ai-content-sections",
    );
    const sources = screen.getByRole("region", { name: "Sources\u00a0: IA clients" });
    expect(within(sources).getByRole("link", { name: /AI Act\), article 50/ })).toHaveAttribute("href", source.url);
    expect(sources).toHaveTextContent("Vérifié le 29 novembre 2026");
    expect(screen.getAllByRole("region", { name: /^Sources/ })).toEqual([sources]);
  });
});
