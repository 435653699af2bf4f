import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ArticleCard as Card } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { ArticleCard } from "./article-card";

function card(category: string, section: string): Card {
  return {
    id: "22",
    slug: "x",
    kind: "article",
    title: "Un titre",
    description: "Une description.",
    published_at: "2026-11-01",
    read_time: 7,
    difficulty: "beginner",
    category: { slug: "c", name: category, color: "blue", icon: "euro" },
    section: { slug: "s", title: section, description: "", icon: "euro", color: "green", kind: "section" },
    has_video: false,
    has_checklist: false,
  };
}

const badges = () => within(screen.getByRole("article")).getAllByText(/rentabilité|trésorerie/i);

describe("ArticleCard", () => {
  it("shows the category and the section", () => {
    renderScreen(<ArticleCard card={card("Trésorerie", "Finance et rentabilité")} />, "/fr/x");
    expect(badges().map((badge) => badge.textContent)).toEqual(["Trésorerie", "Finance et rentabilité"]);
  });

  it("shows one badge when the category bears its section's name", () => {
    renderScreen(<ArticleCard card={card("Finance et rentabilité", "Finance et Rentabilité")} />, "/fr/x");
    expect(badges().map((badge) => badge.textContent)).toEqual(["Finance et rentabilité"]);
  });

  it("shows the section when the category is not shown", () => {
    renderScreen(<ArticleCard card={card("Finance et rentabilité", "Finance et rentabilité")} showCategory={false} />, "/fr/x");
    expect(badges().map((badge) => badge.textContent)).toEqual(["Finance et rentabilité"]);
  });
});
