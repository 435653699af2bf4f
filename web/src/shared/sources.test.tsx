import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Source } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { SourcesSection } from "./sources";

const sources: Source[] = [
  {
    title: "Article L441-10 - Code de commerce",
    publisher: "Légifrance",
    url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000038414413",
    consulted_at: "2026-11-20",
    lang: "fr",
  },
];

describe("a page's sources (issue 34: an English page says a document is in French)", () => {
  it("on an English page: the French title kept, marked French, « in French » said", () => {
    renderScreen(<SourcesSection reviewedAt="2026-11-20" sources={sources} />, "/en/article/x");
    const link = screen.getByRole("link", { name: /Article L441-10 - Code de commerce/u });
    expect(link).toHaveAttribute("hreflang", "fr");
    expect(link.querySelector('[lang="fr"]')).toHaveTextContent("Article L441-10 - Code de commerce");
    expect(screen.getByRole("listitem")).toHaveTextContent(/Code de commerce.* \(in French\) — Légifrance, consulted on 20 November 2026/u);
  });

  it("on a French page: nothing added", () => {
    renderScreen(<SourcesSection reviewedAt="2026-11-20" sources={sources} />, "/fr/article/x");
    const link = screen.getByRole("link", { name: /Article L441-10/u });
    expect(link).not.toHaveAttribute("hreflang");
    expect(link.querySelector("[lang]")).toBeNull();
    expect(screen.getByRole("listitem")).not.toHaveTextContent(/français/u);
  });
});
