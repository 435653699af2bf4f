// The build's page data, from which tests discover pages (never hard-coded content).
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const generated = process.env.BIBLIOTHEQUE_GENERATED ?? join(import.meta.dirname, "..", ".generated");

const allRoutes = JSON.parse(readFileSync(join(generated, "routes.json"), "utf8")) as string[];

/** Pages the server fills in per request (search, lead pages): no page data of their own. */
export const isTemplate = (path: string) => /^\/[a-z]{2}\/(search|thanks|subscribe)$/.test(path);

/** Every prerendered page with its own data. */
export const routes = allRoutes.filter((path) => !isTemplate(path));

/** The data every page of a language shares (settings, navigation, conversion texts). */
export function shellData<T = Record<string, unknown>>(lang: string): T {
  return JSON.parse(readFileSync(join(generated, "shell", `${lang}.json`), "utf8")) as T;
}

/** The data the build wrote for a page path, e.g. `/fr/article/x`. */
export function pageData<T = Record<string, unknown>>(path: string): T {
  return JSON.parse(readFileSync(join(generated, "pages", `${path.slice(1)}.json`), "utf8")) as T;
}

/** The screen a path shows: home, category, article, checklist, ai-article, guide, privacy… */
export function screenOf(path: string): string {
  const parts = path.split("/").filter(Boolean);
  if (parts.length === 1) return "home";
  if (parts[1] === "industry" && parts.length === 4) return "guide";
  if (parts[1] === "article" && parts[3] === "checklist") return "checklist";
  return parts[1]!;
}

export const isNotFound = (path: string) => path.includes("__not-found");

/** One existing page of each screen type per language, in route order. */
export function onePerScreen(): Map<string, string> {
  const pick = new Map<string, string>();
  for (const route of routes) {
    if (isNotFound(route)) continue;
    const key = `${route.split("/")[1]}:${screenOf(route)}`;
    if (!pick.has(key)) pick.set(key, route);
  }
  return pick;
}
