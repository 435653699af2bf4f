import { screen } from "@testing-library/react";
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
  id: 5, slug: "finance-rentabilite", name: "Finance & Rentabilité", description: "Piloter la marge.", icon: "euro", color: "yellow",
  related_links: [], external_resources: [],
};

const page = (articles: object[]) =>
  ({
    kind: "category",
    head: { title: "Finance", heading: "Finance & Rentabilité", description: "", path: "/fr/category/finance-rentabilite", alternates: [] },
    category,
    articles,
    recommended: [card("autre", "2023-12-01")],
  }) as unknown as CategoryPage;

describe("a category", () => {
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
});
