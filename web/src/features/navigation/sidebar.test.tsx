import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Shell } from "~/generated/types";
import { ShellProvider } from "~/shared/shell-context";
import { testShell } from "~/test/render-screen";
import { forgetGroups } from "./nav-groups";
import { navTrees } from "./nav-tree";
import { Sidebar } from "./sidebar";

// A page's shell as narrow-shell.ts leaves it on an article of « Management »: its own category
// lists its articles, « RH et culture » lists none and names its group file (issue 35).
const shell = {
  site: { limits: { sidebar_sectors: 2 } },
  nav_sections: [
    {
      slug: "liberte",
      title: "Liberté du dirigeant",
      icon: "clock",
      categories: [
        { slug: "management", name: "Management", articles: [{ slug: "noye", title: "Noyé dans l’opérationnel" }] },
        { slug: "rh-culture", name: "RH et culture", articles: [] },
      ],
    },
  ],
  nav_ai_themes: [],
  nav_sectors: [],
} as unknown as Shell;

const GROUP = "/nav/fr/category/liberte/rh-culture.json";
const articles = [
  { slug: "equipe-decider", title: "L’équipe n’ose plus décider" },
  { slug: "turnover", title: "Un turnover qui coûte cher" },
];

function renderSidebar() {
  const trees = navTrees(shell, "fr", { sections: "Solutions PME", ai: "Solutions IA", sectors: "Par secteur" });
  const Stub = createRoutesStub([
    {
      path: "/:lang/*",
      Component: () => (
        <ShellProvider shell={testShell("fr")}>
          <Sidebar trees={trees} seeAll={() => "Tout voir"} />
        </ShellProvider>
      ),
    },
  ]);
  return <Stub initialEntries={["/fr/article/noye"]} />;
}

const toggle = () => screen.getByRole("button", { name: "Sous-menu\u00a0: RH et culture" });
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe("a sidebar group the page does not carry (issue 35)", () => {
  let fetcher: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetcher = vi.fn();
    vi.stubGlobal("fetch", fetcher);
  });
  afterEach(() => {
    forgetGroups();
    vi.unstubAllGlobals();
  });

  it("is a link with a closed toggle in the prerendered page, and nothing is fetched", () => {
    const html = renderToString(renderSidebar());
    expect(html).toContain('href="/fr/category/rh-culture"');
    expect(html).toMatch(/aria-expanded="false"[^>]*aria-controls="sidebar-category-liberte-rh-culture"/);
    expect(html).not.toContain('id="sidebar-category-liberte-rh-culture"');
    expect(html).not.toContain("Chargement");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("opens from the keyboard: loading, then its articles and a « see all » link; focus stays on the toggle", async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    fetcher.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    render(renderSidebar());
    expect(screen.getByRole("link", { name: "RH et culture" })).toHaveAttribute("href", "/fr/category/rh-culture");
    toggle().focus();
    await user.keyboard("{Enter}");
    expect(fetcher).toHaveBeenCalledWith(GROUP);
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Chargement…")).toBeVisible();
    expect(document.getElementById("sidebar-category-liberte-rh-culture")).toContainElement(screen.getByText("Chargement…"));
    answer(new Response(JSON.stringify({ total: 14, articles })));
    const first = await screen.findByRole("link", { name: articles[0]!.title });
    expect(first).toHaveAttribute("href", "/fr/article/equipe-decider");
    expect(screen.getByRole("link", { name: articles[1]!.title })).toHaveAttribute("href", "/fr/article/turnover");
    expect(screen.getByRole("link", { name: "Voir les 14 articles" })).toHaveAttribute("href", "/fr/category/rh-culture");
    expect(screen.queryByText("Chargement…")).toBeNull();
    expect(toggle()).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    // Closed with Space and opened again: from the first fetch, at once.
    await user.tab({ shift: true });
    await user.keyboard(" ");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: articles[0]!.title })).toBeNull();
    await user.keyboard(" ");
    expect(await screen.findByRole("link", { name: articles[0]!.title })).toBeVisible();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("says when its file cannot be fetched, keeps the links to the category, and tries again when reopened", async () => {
    const user = userEvent.setup();
    fetcher.mockReturnValueOnce(json({}, 503)).mockReturnValueOnce(json({ total: 2, articles }));
    render(renderSidebar());
    await user.click(toggle());
    const error = await screen.findByRole("link", { name: "Liste indisponible\u00a0: ouvrir «\u00a0RH et culture\u00a0»" });
    expect(error).toHaveAttribute("href", "/fr/category/rh-culture");
    expect(screen.getByRole("link", { name: "RH et culture" })).toHaveAttribute("href", "/fr/category/rh-culture");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(toggle()).toHaveFocus();
    await user.click(toggle());
    await user.click(toggle());
    expect(await screen.findByRole("link", { name: articles[1]!.title })).toBeVisible();
    expect(screen.queryByText(/Liste indisponible/)).toBeNull();
    // Every article of the group is listed: no « see all ».
    expect(screen.queryByRole("link", { name: /Voir les/ })).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
