// Reads the data the Python build wrote for each page (runs at prerender time only).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ArticleRelated, Shell } from "~/generated/types";
import { narrowShell } from "~/features/navigation/narrow-shell";
import type { Lang } from "~/shared/href";
// The prerender renders both languages: every UI string is available to it.
import "~/i18n/all";
import { GENERATED as generated } from "../../generated-dir";

/** The page path of a request: without the `.data` suffix of data requests or a trailing slash. */
export function pagePath(pathname: string): string {
  return decodeURIComponent(pathname)
    .replace(/(\/_)?\.data$/, "")
    .replace(/\/+$/, "");
}

/** The JSON of page `path` in the build's `folder` (pages, json-ld), or `null` for a path with no page. */
async function readPageFile<T>(folder: "pages" | "json-ld" | "related", path: string): Promise<T | null> {
  if (path.includes("..") || path.includes("__not-found")) return null;
  try {
    const text = await readFile(join(generated, folder, `${path.replace(/^\//, "")}.json`), "utf8");
    return JSON.parse(text) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const readPage = <T>(path: string) => readPageFile<T>("pages", path);

/** The page's data, or `null` for a path with no page: the family's not-found screen. */
export async function loadPage<T>(request: Request): Promise<{ page: T | null }> {
  return { page: await readPage<T>(pagePath(new URL(request.url).pathname)) };
}

/** The page's structured data (schema.org), which the prerender writes into it
 * (app/entry.server.tsx): not page data, hydration does not read it. `null` for a path with none. */
export function loadJsonLd(request: Request): Promise<unknown> {
  return readPageFile("json-ld", pagePath(new URL(request.url).pathname));
}

/** The end of the article `request` asks for (src/bibliotheque/pipeline/related.py), which the
 * prerender draws (app/entry.server.tsx) and the browser fetches: not page data. `null` elsewhere. */
export function loadRelated(request: Request): Promise<ArticleRelated | null> {
  return readPageFile("related", pagePath(new URL(request.url).pathname));
}

/**
 * The shell data of the page `request` asks for: the language's shell narrowed to what that page
 * shows (~/features/navigation/narrow-shell: its navigation, issue 35).
 */
export async function loadShell(lang: Lang, request: Request): Promise<Shell> {
  const path = pagePath(new URL(request.url).pathname);
  const shell = JSON.parse(await readFile(join(generated, "shell", `${lang}.json`), "utf8")) as Shell;
  return narrowShell(shell, lang, path);
}
