import { act, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ArticleRelated } from "~/generated/types";
import { renderScreen } from "~/test/render-screen";
import { RecommendedContent } from "./recommended-content";
import { PrerenderedRelated } from "./related-data";

const related = {
  similar: [],
  related_sections: [{ slug: "strategie-vision", kind: "section", title: "Stratégie et vision", description: "Fixer le cap.", icon: "compass" }],
  related_sectors: [{ slug: "btp-construction", name: "BTP et construction", description: "Des chantiers.", icon: "hard-hat" }],
} as unknown as ArticleRelated;

afterEach(() => vi.unstubAllGlobals());

describe("an article's recommendations (issue 32: not in the page's data)", () => {
  it("are drawn from what the prerender provides, without a request", () => {
    const fetcher = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetcher);
    renderScreen(
      <PrerenderedRelated value={related}>
        <RecommendedContent url="/related/fr/article/x.json" />
      </PrerenderedRelated>,
      "/fr/article/x",
    );
    expect(screen.getByRole("link", { name: "BTP et construction" })).toHaveAttribute("href", "/fr/industry/btp-construction");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("are fetched from the page's address in the browser", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => Response.json(related));
    vi.stubGlobal("fetch", fetcher);
    await act(async () =>
      renderScreen(
        <Suspense fallback={null}>
          <RecommendedContent url="/related/fr/article/y.json" />
        </Suspense>,
        "/fr/article/y",
      ),
    );
    expect(await screen.findByRole("link", { name: "Stratégie et vision" })).toHaveAttribute("href", "/fr/content-sections#strategie-vision");
    expect(fetcher).toHaveBeenCalledExactlyOnceWith("/related/fr/article/y.json");
  });
});
