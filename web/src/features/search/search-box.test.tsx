import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createRoutesStub, useLocation } from "react-router";
import type { Shell } from "~/generated/types";
import { ShellProvider } from "~/shared/shell-context";
import { testShell, testSite } from "~/test/render-screen";
import { forgetSearchIndexes } from "./search-index";
import { SearchField } from "./search-field";
import { fold } from "~/shared/fold";

const entry = (type: string, slug: string, title: string, description = `${title} en détail`) => ({
  type,
  url: `/fr/${type}/${slug}`,
  title,
  description,
  text: [title, description].map(fold).join("\n"),
});

const INDEX = [
  entry("article", "retards", "Les retards de paiement"),
  entry("article", "tresorerie", "Problème de trésorerie"),
  entry("ai-article", "ia-tresorerie", "L’IA au service de la trésorerie"),
  entry("category", "finance", "Finance & rentabilité", "Piloter la trésorerie"),
  entry("industry", "btp", "BTP", "Chantiers et trésorerie tendue"),
];

function shell(): Shell {
  const base = testShell("fr");
  return {
    ...base,
    site: { ...testSite, limits: { ...(testSite as unknown as { limits?: object }).limits, search_min_chars: 3, search_max_results: 8 } },
    search_index: "/search/fr.test.json",
  } as Shell;
}

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

function renderSearch() {
  const Stub = createRoutesStub([
    {
      path: "/:lang/*",
      Component: () => (
        <ShellProvider shell={shell()}>
          <SearchField />
          <Where />
        </ShellProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/fr"]} />);
}

const field = () => screen.getByRole("combobox", { name: "Rechercher" });
const options = () => screen.queryAllByRole("option");
const announced = () => screen.getByRole("status");

/** Focuses the light field: the full search box loads and takes over, focus kept. */
async function openSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("searchbox", { name: "Rechercher" }));
  await waitFor(() => expect(field()).toHaveFocus());
}

describe("the search box", () => {
  let fetcher: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetcher = vi.fn(() => Promise.resolve(new Response(JSON.stringify(INDEX))));
    vi.stubGlobal("fetch", fetcher);
  });
  afterEach(() => {
    forgetSearchIndexes();
    vi.unstubAllGlobals();
  });

  it("fetches the index on first focus only, and shows no panel under 3 characters", async () => {
    const user = userEvent.setup();
    renderSearch();
    expect(fetcher).not.toHaveBeenCalled();
    await openSearch(user);
    expect(fetcher).toHaveBeenCalledWith("/search/fr.test.json");
    await user.type(field(), " tr ");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(options()).toHaveLength(0);
    expect(announced()).toHaveTextContent("");
  });

  it("lists matches in the spec's order from 3 characters, accents ignored, and announces their number", async () => {
    const user = userEvent.setup();
    renderSearch();
    await openSearch(user);
    await user.type(field(), "TRESO");
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(field()).toHaveAttribute("aria-expanded", "true");
    expect(options().map((o) => o.querySelector("span span")?.textContent)).toEqual([
      "Problème de trésorerie",
      "L’IA au service de la trésorerie",
      "Finance & rentabilité",
      "BTP",
    ]);
    expect(announced()).toHaveTextContent("4 résultats");
    await user.clear(field());
    await user.type(field(), "retards");
    await waitFor(() => expect(announced()).toHaveTextContent(/^1 résultat$/));
  });

  it("says when nothing matches, with the hint", async () => {
    const user = userEvent.setup();
    renderSearch();
    await openSearch(user);
    await user.type(field(), "zzz");
    await waitFor(() => expect(screen.getByText("Aucun résultat pour « zzz »")).toBeVisible());
    expect(screen.getByText("Essayez avec d’autres mots-clés")).toBeVisible();
    expect(announced()).toHaveTextContent("Aucun résultat pour « zzz ». Essayez avec d’autres mots-clés");
  });

  it("moves with the arrow keys, opens the highlighted result with Enter, and closes", async () => {
    const user = userEvent.setup();
    renderSearch();
    await openSearch(user);
    await user.type(field(), "trésorerie");
    await waitFor(() => expect(options()).toHaveLength(4));
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(options()[1]).toHaveAttribute("aria-selected", "true");
    expect(field()).toHaveAttribute("aria-activedescendant", options()[1]!.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(options()[3]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(screen.getByTestId("where")).toHaveTextContent("/fr/ai-article/ia-tresorerie");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(field()).toHaveValue("trésorerie");
  });

  it("Escape closes the panel, then empties the field", async () => {
    const user = userEvent.setup();
    renderSearch();
    await openSearch(user);
    await user.type(field(), "trésorerie");
    await waitFor(() => expect(options()).toHaveLength(4));
    await user.keyboard("{Escape}");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    expect(field()).toHaveValue("trésorerie");
    await user.keyboard("{ArrowDown}");
    expect(field()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}{Escape}");
    expect(field()).toHaveValue("");
  });

  it("closes when a result is clicked, and the clear button empties the field", async () => {
    const user = userEvent.setup();
    renderSearch();
    await openSearch(user);
    await user.type(field(), "paiement");
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.click(options()[0]!);
    expect(screen.getByTestId("where")).toHaveTextContent("/fr/article/retards");
    expect(field()).toHaveAttribute("aria-expanded", "false");
    await user.click(screen.getByRole("button", { name: "Effacer la recherche" }));
    expect(field()).toHaveValue("");
    expect(field()).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Effacer la recherche" })).toBeNull();
  });

  it("keeps what was typed before the search box loaded", async () => {
    renderSearch();
    fireEvent.change(screen.getByRole("searchbox", { name: "Rechercher" }), { target: { value: "btp" } });
    await waitFor(() => expect(field()).toHaveValue("btp"));
    await waitFor(() => expect(options()).toHaveLength(1));
  });

  it("says the search is unavailable when the index cannot be fetched, and tries again on the next focus", async () => {
    fetcher.mockImplementationOnce(() => Promise.resolve(new Response("", { status: 503 })));
    const user = userEvent.setup();
    renderSearch();
    await openSearch(user);
    await user.type(field(), "btp");
    await waitFor(() => expect(announced()).toHaveTextContent("La recherche est momentanément indisponible."));
    await user.tab();
    await user.click(field());
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
