// The strings a page's prerender used, written into the page: what its hydration needs instead of
// the language's whole dictionary (issue 32: the dictionary was ~6.8 kB brotli on every first
// load, the strings of an article's first render a fraction of it). The prerender records each
// string `translate` finds (web/app/entry.server.tsx) and writes them as a JSON data block; the
// browser entry provides them as a partial dictionary and hydrates, then fetches the whole one
// (src/i18n/load.ts) for what is drawn after: menus opened, form errors, another page.
import type { Lang } from "~/shared/href";
import { jsonScript } from "~/shared/json-script";
import { provideDictionary, type Dictionary } from "./translate";

/** The id of the page's `<script type="application/json">` holding its strings. */
export const PAGE_MESSAGES_ID = "page-messages";

/** The data block for `messages` (key → string), safe inside a `<script>`. */
export function pageMessagesScript(messages: ReadonlyMap<string, string>): string {
  const sorted = Object.fromEntries([...messages].sort(([a], [b]) => (a < b ? -1 : 1)));
  return jsonScript(`type="application/json" id="${PAGE_MESSAGES_ID}"`, sorted);
}

/** Provides the page's own strings as `lang`'s partial dictionary; false when the page has none. */
export function providePageMessages(lang: Lang, root: Document = document): boolean {
  const text = root.getElementById(PAGE_MESSAGES_ID)?.textContent;
  if (!text) return false;
  provideDictionary(lang, JSON.parse(text) as Dictionary, { partial: true });
  return true;
}
