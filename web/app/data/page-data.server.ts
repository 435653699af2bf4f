// Reads the data the Python build wrote for each page (runs at prerender time only).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Shell } from "~/generated/types";
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

/** The page's data, or `null` for a path with no page: the family's not-found screen. */
export async function loadPage<T>(request: Request): Promise<{ page: T | null }> {
  const path = pagePath(new URL(request.url).pathname);
  if (path.includes("..") || path.includes("__not-found")) return { page: null };
  try {
    const text = await readFile(join(generated, "pages", `${path.replace(/^\//, "")}.json`), "utf8");
    return { page: JSON.parse(text) as T };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { page: null };
    throw error;
  }
}

/**
 * The shell data of the page `request` asks for: the language's shell, its navigation narrowed to
 * what that page shows (~/features/navigation/narrow-shell, issue 35).
 */
export async function loadShell(lang: Lang, request: Request): Promise<Shell> {
  const shell = JSON.parse(await readFile(join(generated, "shell", `${lang}.json`), "utf8")) as Shell;
  return narrowShell(shell, lang, pagePath(new URL(request.url).pathname));
}
