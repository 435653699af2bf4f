import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CategoryPage } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { CategoryScreen } from "./category-screen";

const card = (slug: string, published_at: string) => ({
  id: slug,
  slug,
  kind: "article",
  title: `Titre ${slug}`,
  description: "Résumé",
  published_at,
  read_time: 12,
  difficulty: "beginner",
  category: { slug: "finance-rentabilite", name: "Finance", color: "yellow", icon: "euro" },
  section: { slug: "s", title: "Section S", description: "", icon: "compass", color: "blue", kind: "section" },
  has_video: true,
  has_checklist: false,
});

const category = {
  id: 5, slug: "finance-rentabilite", name: "Finance et rentabilité", description: "Piloter la marge.", icon: "euro", color: "yellow",
  related_links: [], external_resources: [],
};

const linked = {
  ...category,
  related_links: [
    { text: "Analyseur de rentabilité", url: "/tool/analyseur", description: "Votre marge par client.", type: "internal" },
    { text: "Le catalogue", url: "/content-sections#finance", description: "Tous les sujets.", type: "internal" },
  ],
  external_resources: [
    { text: "Banque de France", url: "https://www.banque-france.fr", description: "Cotation.", icon: "wallet", category: "authority" },
    { text: "Insee", url: "https://www.insee.fr", description: "Statistiques.", icon: "bar-chart", category: "authority" },
  ],
};

const page = (articles: object[], withLinks = false, pagination = { page: 1, pages: 1, total: articles.length }) =>
  ({
    kind: "category",
    head: { title: "Finance", heading: "Finance et rentabilité", description: "", path: "/fr/category/finance-rentabilite", alternates: [] },
    category: withLinks ? linked : category,
    articles,
    recommended: [card("autre", "2023-12-01")],
    pagination,
  }) as unknown as CategoryPage;

describe("a category", () => {
  it("counts every article, says which page of how many it is, and links its pages (issue 35)", () => {
    renderScreen(<CategoryScreen page={page([card("sept", "2024-01-15")], false, { page: 2, pages: 3, total: 13 })} />, "/fr/category/finance-rentabilite/page/2");
    expect(screen.getByText(/13 articles/)).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Pages de la liste" });
    expect(within(nav).getByText("Page 2 sur 3")).toBeInTheDocument();
    expect(within(nav).getByRole("link", { name: "Page précédente" })).toHaveAttribute("href", "/fr/category/finance-rentabilite");
    expect(within(nav).getByRole("link", { name: "Page suivante" })).toHaveAttribute("href", "/fr/category/finance-rentabilite/page/3");
    expect(within(nav).getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/fr/category/finance-rentabilite");
    expect(within(nav).getByText("Page 2").closest("[aria-current]")).toHaveAttribute("aria-current", "page");
  });

  it("shows no page links when the category fits on one page", () => {
    renderScreen(<CategoryScreen page={page([card("un", "2024-01-15")])} />, "/fr/category/finance-rentabilite");
    expect(screen.queryByRole("navigation", { name: "Pages de la liste" })).toBeNull();
  });

  it("counts its articles and dates them in the page's language", () => {
    renderScreen(<CategoryScreen page={page([card("un", "2024-01-15")])} />, "/en/category/finance-rentabilite");
    expect(screen.getByText("1 article")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Titre un" })).toHaveAttribute("href", "/en/article/un");
    expect(screen.getByText("15 January 2024")).toBeInTheDocument();
    expect(screen.getAllByText("Video").length).toBeGreaterThan(0);
  });

  it("says so when it has no article yet, and still recommends others", () => {
    renderScreen(<CategoryScreen page={page([])} />, "/fr/category/finance-rentabilite");
    expect(screen.getByText("0 article")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Aucun article disponible" })).toBeInTheDocument();
    expect(screen.getByText("Les articles pour cette catégorie seront bientôt disponibles.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Contenus recommandés" })).toHaveTextContent("Titre autre");
    expect(screen.getByRole("link", { name: /^Essai gratuit de 14\sjours$/u })).toHaveAttribute("href", "/fr/demo");
  });

  it("shows its related links, its external resources and the platform's two promises (spec §1, §2)", () => {
    renderScreen(<CategoryScreen page={page([], true)} />, "/fr/category/finance-rentabilite");
    const related = screen.getByRole("region", { name: "Pour aller plus loin" });
    expect(within(related).getByRole("link", { name: /Analyseur de rentabilité/ })).toHaveAttribute("href", "/fr/tool/analyseur");
    const external = screen.getByRole("region", { name: "Ressources externes" });
    const bank = within(external).getByRole("link", { name: /Banque de France/ });
    expect(bank).toHaveAttribute("href", "https://www.banque-france.fr");
    expect(bank).toHaveAttribute("target", "_blank");
    const promises = screen.getByRole("list", { name: /^Promis par Plateforme\s:$/u });
    expect(promises).toHaveTextContent("Mise en route en 5 minutes");
    expect(promises).toHaveTextContent("Assistance 24/7");
  });
});
