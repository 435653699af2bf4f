// The assessments whose e-mail step the visitor has passed in this tab (decision 018): reloading
// the result, or reopening its link, shows it without asking for the address again. Only the
// tools' slugs are kept, never the address, for the tab's life (`toolEmailGiven`, session storage).
import { readStored, writeStored, type Parse } from "~/shared/safe-storage";

const parseSlugs: Parse<string[]> = (raw) => raw.split(" ").filter((slug) => /^[a-z0-9-]+$/.test(slug));

/** Whether the address was given for tool `slug` in this tab. */
export function emailGivenFor(slug: string): boolean {
  return readStored("toolEmailGiven", parseSlugs, []).includes(slug);
}

/** Remembers, for this tab, that the address was given for tool `slug`. */
export function rememberEmailGiven(slug: string): void {
  const given = readStored("toolEmailGiven", parseSlugs, []);
  if (!given.includes(slug)) writeStored("toolEmailGiven", [...given, slug].join(" "));
}
