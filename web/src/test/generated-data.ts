// Test support: the build's generated data (`bibliotheque build --data-only` writes it).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ToolPage } from "~/generated/types";

const generated = process.env.BIBLIOTHEQUE_GENERATED ?? join(import.meta.dirname, "../../.generated");

/** A generated JSON file, e.g. `readGenerated("tool-vectors.json")`. */
export function readGenerated<T>(...parts: string[]): T {
  const file = join(generated, ...parts);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    throw new Error(`${file} is missing: run \`bibliotheque build --data-only\` first`);
  }
}

/** A tool's page data. */
export function toolPage(slug: string, lang = "fr"): ToolPage {
  return readGenerated<ToolPage>("pages", lang, "tool", `${slug}.json`);
}

/** A tool as its page carries it. */
export const toolOf = (slug: string, lang = "fr") => toolPage(slug, lang).tool;
