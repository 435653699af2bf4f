// The build's page data, from which tests discover pages (never hard-coded content).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FAMILIES } from "../.generated/routes";
import type { ConversionOverlays } from "../src/generated/types";

export const generated = process.env.BIBLIOTHEQUE_GENERATED ?? join(import.meta.dirname, "..", ".generated");

const allRoutes = JSON.parse(readFileSync(join(generated, "routes.json"), "utf8")) as string[];

/** Pages the server fills in per request (search, lead pages): no page data of their own. */
export const isTemplate = (path: string) => familyOf(path)?.template === true;

/** Every prerendered page with its own data. */
export const routes = allRoutes.filter((path) => !isTemplate(path));

/** A JSON file the build wrote under the generated folder, e.g. `readJson("shell", "fr.json")`. */
function readJson<T>(...parts: string[]): T {
  return JSON.parse(readFileSync(join(generated, ...parts), "utf8")) as T;
}

/** The data every page of a language shares (settings, navigation, the conversion forms' texts). */
export function shellData<T = Record<string, unknown>>(lang: string): T {
  return readJson<T>("shell", `${lang}.json`);
}

/** The texts of the conversion dialogs and banners, which the browser fetches with their code. */
export function overlayTexts(lang: string): ConversionOverlays {
  return readJson<ConversionOverlays>("conversion", `${lang}.json`);
}

/** An article's recommendations, which the build writes apart from its data (the last region
 * fetches them: src/bibliotheque/pipeline/related.py). */
export function relatedData<T = Record<string, unknown>>(path: string): T {
  return readJson<T>("related", `${path.slice(1)}.json`);
}

/** The data the build wrote for a page path, e.g. `/fr/article/x`. */
export function pageData<T = Record<string, unknown>>(path: string): T {
  return readJson<T>("pages", `${path.slice(1)}.json`);
}

/** The route family of a path (src/bibliotheque/routes.py, generated into .generated/routes.ts). */
export function familyOf(path: string): (typeof FAMILIES)[number] | undefined {
  const segments = path.split("/").slice(2);
  return FAMILIES.find((family) => {
    const parts = family.path === "" ? [] : family.path.split("/");
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(":") || part === segments[i]);
  });
}

/** The screen a path shows: its family's name (home, category, article, checklist, guide, privacy…). */
export function screenOf(path: string): string {
  const family = familyOf(path);
  if (!family) throw new Error(`${path}: no route family matches`);
  return family.name;
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
