import { useCallback, useMemo } from "react";
import { useShell } from "~/shared/shell-context";
import { useLang, useT } from "~/i18n/use-lang";
import { navTrees, type NavTree, type TreeFamily } from "./nav-tree";
import type { MenuGroup } from "./solutions-menu";

/** The three navigation trees of the page's language (built once per language). */
export function useNavTrees(): NavTree[] {
  const shell = useShell();
  const lang = useLang();
  const t = useT();
  return useMemo(
    () =>
      navTrees(shell, lang, { sections: t("nav.solutions_sme"), ai: t("nav.solutions_ai"), sectors: t("nav.solutions_sectors") }),
    [shell, lang, t],
  );
}

/** The label of a tree's « see all » link. */
export function useSeeAll(): (tree: NavTree) => string {
  const t = useT();
  return useCallback(
    (tree: NavTree) =>
      tree.family === "sectors" ? t("nav.see_all.sectors", { count: tree.children.length }) : t(`nav.see_all.${tree.family}`),
    [t],
  );
}

/** The Solutions dropdown's and the mobile menu's groups: the first items of each tree (site.yaml limits). */
export function useMenuGroups(trees: NavTree[]): MenuGroup[] {
  const { limits } = useShell().site;
  const seeAll = useSeeAll();
  return useMemo(() => {
    const limit: Record<TreeFamily, number> = {
      sections: limits.mobile_sections,
      ai: limits.mobile_ai_sections,
      sectors: limits.sidebar_sectors,
    };
    return trees.map((tree) => ({ tree, limit: limit[tree.family], seeAll: seeAll(tree) }));
  }, [trees, limits, seeAll]);
}
