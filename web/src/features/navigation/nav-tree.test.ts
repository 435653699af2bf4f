import { describe, expect, it } from "vitest";
import type { Shell } from "~/generated/types";
import { countMatches, filterTrees, groupLeaves, isCurrent, navTrees, routeOpen, visibleChildren, type NavNode } from "./nav-tree";

const link = (slug: string, title: string) => ({ slug, title });

// Only the fields the trees read; the rest of the shell does not matter here.
const shell = {
  site: { limits: { sidebar_sectors: 2 } },
  nav_sections: [
    {
      slug: "liberte-dirigeant",
      title: "Liberté du dirigeant",
      icon: "clock",
      categories: [
        {
          slug: "management-pilotage",
          name: "Management et pilotage",
          articles: [link("noye-operationnel", "Noyé dans l’opérationnel")],
        },
        { slug: "rh-culture", name: "RH et culture", articles: [link("equipe-decider", "L’équipe n’ose plus décider")] },
      ],
    },
    {
      slug: "finance-rentabilite",
      title: "Finance et rentabilité",
      icon: "wallet",
      categories: [
        { slug: "finance-rentabilite", name: "Finance et rentabilité", articles: [link("tresorerie", "Une trésorerie tendue")] },
      ],
    },
  ],
  nav_ai_themes: [
    {
      slug: "ia-processus",
      title: "Automatiser les processus avec l’IA",
      icon: "workflow",
      topics: [link("extraction", "Extraction de documents")],
      articles: [link("factures-ia", "Factures ressaisies à la main")],
    },
  ],
  nav_sectors: [
    { slug: "btp-construction", name: "BTP & Construction" },
    { slug: "hotellerie", name: "Hôtellerie" },
    { slug: "restauration", name: "Restauration" },
  ],
} as unknown as Shell;

const trees = navTrees(shell, "fr", { sections: "Solutions PME", ai: "Solutions IA", sectors: "Par secteur" });
const ids = (nodes: NavNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);

describe("navTrees", () => {
  it("builds sections → categories → articles, AI themes → topics and articles, and sectors, with localized links", () => {
    const [sections, ai, sectors] = trees;
    expect(sections!.children[0]!.href).toBe("/fr/content-sections#liberte-dirigeant");
    expect(sections!.children[0]!.children.map((c) => c.href)).toEqual([
      "/fr/category/management-pilotage",
      "/fr/category/rh-culture",
    ]);
    expect(sections!.children[0]!.children[0]!.children[0]!.href).toBe("/fr/article/noye-operationnel");
    expect(ai!.children[0]!.children.map((n) => n.href)).toEqual([
      "/fr/ai-content-sections#ia-processus",
      "/fr/ai-article/factures-ia",
    ]);
    expect(sectors!.children.map((n) => n.href)).toEqual([
      "/fr/industry/btp-construction",
      "/fr/industry/hotellerie",
      "/fr/industry/restauration",
    ]);
    expect(sectors!.limit).toBe(2);
  });

  it("names the file of each category or AI theme whose articles the page leaves out (issue 35)", () => {
    const narrowed = {
      ...shell,
      nav_sections: shell.nav_sections.map((s) => ({ ...s, categories: s.categories.map((c) => ({ ...c, articles: [] })) })),
      nav_ai_themes: shell.nav_ai_themes.map((t) => ({ ...t, articles: [] })),
    } as Shell;
    const [sections, ai] = navTrees(narrowed, "en", { sections: "", ai: "", sectors: "" });
    const rh = sections!.children[0]!.children[1]!;
    expect(rh.group).toBe("/nav/en/category/liberte-dirigeant/rh-culture.json");
    expect(groupLeaves(rh, "en", [link("equipe-decider", "x")])[0]!.href).toBe("/en/article/equipe-decider");
    const theme = ai!.children[0]!;
    expect(theme.group).toBe("/nav/en/theme/ia-processus.json");
    expect(groupLeaves(theme, "en", [link("factures-ia", "x")])[0]!.href).toBe("/en/ai-article/factures-ia");
    // A group the page carries names no file.
    expect(trees[0]!.children[0]!.children[1]!.group).toBeUndefined();
  });

  it("gives every node a unique id, also when a category appears under two sections", () => {
    const all = ids(trees);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("routeOpen", () => {
  it("opens the tree, section and category leading to an article (and to its checklist)", () => {
    const expected = ["tree:sections", "section:liberte-dirigeant", "category:liberte-dirigeant/rh-culture"];
    expect([...routeOpen(trees, "/fr/article/equipe-decider")].sort()).toEqual(expected.sort());
    expect([...routeOpen(trees, "/fr/article/equipe-decider/checklist")].sort()).toEqual(expected.sort());
  });

  it("opens the AI theme of an AI article, and the sectors tree on a sector and its guides", () => {
    expect(routeOpen(trees, "/fr/ai-article/factures-ia")).toEqual(new Set(["tree:ai", "theme:ia-processus"]));
    expect(routeOpen(trees, "/fr/industry/hotellerie")).toEqual(new Set(["tree:sectors"]));
    expect(routeOpen(trees, "/fr/industry/hotellerie/un-guide")).toEqual(new Set(["tree:sectors"]));
    expect(routeOpen(trees, "/fr/industries")).toEqual(new Set(["tree:sectors"]));
  });

  it("opens the tree of a catalogue page without opening every section", () => {
    expect(routeOpen(trees, "/fr/ai-content-sections")).toEqual(new Set(["tree:ai"]));
    expect(routeOpen(trees, "/fr/content-sections/")).toEqual(new Set(["tree:sections"]));
  });

  it("opens the first tree on a page that belongs to none, and on a not-found page", () => {
    expect(routeOpen(trees, "/fr")).toEqual(new Set(["tree:sections"]));
    expect(routeOpen(trees, "/fr/tool/audit")).toEqual(new Set(["tree:sections"]));
    expect(routeOpen(trees, null)).toEqual(new Set(["tree:sections"]));
  });
});

describe("isCurrent and visibleChildren", () => {
  it("marks the page's own link, never an anchor into a catalogue", () => {
    const [sections, , sectors] = trees;
    expect(isCurrent(sectors!.children[1]!, "/fr/industry/hotellerie")).toBe(true);
    expect(isCurrent(sectors!.children[1]!, "/fr/industry/hotellerie/un-guide")).toBe(false);
    expect(isCurrent(sections!.children[0]!, "/fr/content-sections")).toBe(false);
    expect(isCurrent(sectors!.children[1]!, "/fr/industry/hotellerie/")).toBe(true);
    expect(isCurrent(sectors!.children[1]!, null)).toBe(false);
  });

  it("shows the first sectors only, plus one further down that the visitor is on, and all of them while filtering", () => {
    const sectors = trees[2]!;
    const none = () => false;
    expect(visibleChildren(sectors, none, false).map((n) => n.id)).toEqual(["sector:btp-construction", "sector:hotellerie"]);
    const onRestauration = (n: NavNode) => n.id === "sector:restauration";
    expect(visibleChildren(sectors, onRestauration, false)).toHaveLength(3);
    expect(visibleChildren(sectors, none, true)).toHaveLength(3);
  });
});

describe("filterTrees", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(filterTrees(trees, "  ").trees).toBe(trees);
  });

  it("matches without accents or case, and keeps a matching node with all its children", () => {
    const { trees: narrowed } = filterTrees(trees, "LIBERTE");
    expect(ids(narrowed[0]!.children)).toEqual(ids([trees[0]!.children[0]!]));
    expect(narrowed[1]!.children).toEqual([]);
    expect(narrowed[2]!.children).toEqual([]);
    expect(filterTrees(trees, "hôtel").trees[2]!.children.map((n) => n.id)).toEqual(["sector:hotellerie"]);
    expect(filterTrees(trees, "hotel").trees[2]!.children.map((n) => n.id)).toEqual(["sector:hotellerie"]);
  });

  it("keeps only the branch to a deep match and opens it", () => {
    const { trees: narrowed, open } = filterTrees(trees, "equipe n’ose");
    const section = narrowed[0]!.children;
    expect(section.map((n) => n.id)).toEqual(["section:liberte-dirigeant"]);
    expect(section[0]!.children.map((n) => n.id)).toEqual(["category:liberte-dirigeant/rh-culture"]);
    expect(open).toEqual(new Set(["tree:sections", "section:liberte-dirigeant", "category:liberte-dirigeant/rh-culture"]));
  });

  it("narrows the three trees at once and finds nothing for an unknown word", () => {
    const { trees: narrowed } = filterTrees(trees, "rest");
    expect(narrowed.map((t) => t.children.length)).toEqual([0, 0, 1]);
    expect(filterTrees(trees, "zzz").trees.every((t) => t.children.length === 0)).toBe(true);
    expect(countMatches(trees, "finance")).toBe(2);
  });
});
