import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ContentSectionsPage } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { ContentSectionsScreen } from "./content-sections-screen";

const topic = (slug: string, difficulty: string) => ({
  slug,
  title: `Sujet ${slug}`,
  description: `À propos de ${slug}`,
  difficulty,
  read_time: 10,
  keywords: ["k1", "k2", "k3"],
  pain_points: ["p1", "p2"],
  solutions: ["s1", "s2"],
  ai: null,
});

const section = (slug: string, topics: object[]) => ({
  slug, title: `Section ${slug}`, description: "…", icon: "compass", color: "blue", topics, reviewed_at: null, sources: [],
});

const sectorLink = (slug: string) => ({ slug, name: `Secteur ${slug}` });

const page = {
  kind: "content-sections",
  head: { title: "Catalogue", heading: "Catalogue des solutions PME", description: "Tous les sujets", path: "/fr/content-sections", alternates: [] },
  sections: [section("alpha", [topic("a1", "beginner"), topic("a2", "advanced")]), section("beta", [topic("b1", "beginner")])],
  sectors_by_topic: { a1: [sectorLink("x"), sectorLink("y")] },
  topic_articles: {
    a1: { latest: [{ slug: "article-a1", kind: "article", title: "Article A1" }], more: 0, more_in: [] },
    b1: {
      latest: [{ slug: "article-b1", kind: "article", title: "Article B1" }],
      more: 4,
      more_in: [{ slug: "finance-rentabilite", name: "Finance et rentabilité", color: "yellow", icon: "euro" }],
    },
  },
} as unknown as ContentSectionsPage;

const sectionTitles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("the business catalogue", () => {
  it("shows a topic's pain points, solutions, keywords and sectors (the build sends a card's share)", () => {
    renderScreen(<ContentSectionsScreen page={page} />, "/fr/content-sections");
    const card = screen.getByRole("heading", { name: "Sujet a1" }).closest("article")!;
    expect(within(card).getByRole("heading", { name: "Difficultés" }).nextElementSibling!.children).toHaveLength(2);
    expect(within(card).getByRole("heading", { name: "Solutions" }).nextElementSibling!.children).toHaveLength(2);
    expect(within(within(card).getByRole("list", { name: "Mots-clés" })).getAllByRole("listitem")).toHaveLength(3);
    expect(within(card).getAllByRole("link", { name: /^Secteur/ })).toHaveLength(2);
    // Each topic its own sectors: another topic of the section, whose articles concern none, names none.
    const other = screen.getByRole("heading", { name: "Sujet a2" }).closest("article")!;
    expect(within(other).queryAllByRole("link", { name: /^Secteur/ })).toHaveLength(0);
    expect(within(card).getByRole("link", { name: /Lire l’article/ })).toHaveAttribute("href", "/fr/article/article-a1");
  });

  it("hides a section when none of its topics has the chosen difficulty", async () => {
    const user = userEvent.setup();
    renderScreen(<ContentSectionsScreen page={page} />, "/fr/content-sections");
    expect(sectionTitles()).toEqual(["Section alpha", "Section beta"]);
    expect(screen.getByText("3 sujets affichés")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Niveau"), "advanced");
    expect(sectionTitles()).toEqual(["Section alpha"]);
    expect(screen.getByText("1 sujet affiché")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Niveau"), "all");
    await user.selectOptions(screen.getByLabelText("Section"), "beta");
    expect(sectionTitles()).toEqual(["Section beta"]);
  });

  it("links a topic's newest articles and the categories that list the others (issue 35)", () => {
    renderScreen(<ContentSectionsScreen page={page} />, "/fr/content-sections");
    const card = screen.getByRole("heading", { name: "Sujet b1" }).closest("article")!;
    expect(within(card).getByText(/Et 4 autres articles dans/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Finance et rentabilité" })).toHaveAttribute("href", "/fr/category/finance-rentabilite");
    const other = screen.getByRole("heading", { name: "Sujet a1" }).closest("article")!;
    expect(within(other).queryByText(/autres? articles? dans/)).toBeNull();
  });

  it("gives each section the anchor the rest of the site links to", () => {
    renderScreen(<ContentSectionsScreen page={page} />, "/fr/content-sections");
    expect(document.getElementById("beta")).toHaveAccessibleName("Section beta");
  });
});
