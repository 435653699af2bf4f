import { useCallback, useContext, useRef, useSyncExternalStore } from "react";
import { useParams } from "react-router";
import { isLang, type Lang } from "~/shared/href";
import { RecordStrings } from "./record-strings";
import { dictionaryVersion, hasDictionary, lacks, plural, pluralKey, subscribeDictionaries, translate, type MessageKey, type PluralBase } from "./translate";

/** The page's language, from the first path segment (French when absent or unknown). */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : "fr";
}

type Vars = Record<string, string | number>;

/**
 * Whether this component asked for a string the page's partial dictionary lacks
 * (src/i18n/page-messages.ts: something drawn after hydration, before the whole dictionary came):
 * such a component renders again when a dictionary comes; the others never do.
 */
function useMissedStrings(): { current: boolean } {
  const missed = useRef(false);
  useSyncExternalStore(
    subscribeDictionaries,
    () => (missed.current ? dictionaryVersion() : 0),
    () => 0,
  );
  return missed;
}

/** `translate` in the page's language (or `given`). */
export function useT(given?: Lang): (key: MessageKey, vars?: Vars) => string {
  const page = useLang();
  const lang = given ?? page;
  const missedRef = useMissedStrings();
  const record = useContext(RecordStrings);
  return useCallback(
    (key, vars) => {
      if (lacks(lang, key)) missedRef.current = true;
      return translate(lang, key, vars, record);
    },
    [lang, missedRef, record],
  );
}

/** `plural` in the page's language. */
export function usePlural(): (base: PluralBase, count: number, vars?: Vars) => string {
  const lang = useLang();
  const missedRef = useMissedStrings();
  const record = useContext(RecordStrings);
  return useCallback(
    (base, count, vars) => {
      if (lacks(lang, pluralKey(lang, base, count))) missedRef.current = true;
      return plural(lang, base, count, vars, record);
    },
    [lang, missedRef, record],
  );
}

/**
 * Whether all of the page's language's strings are in: false in the prerender, during hydration
 * and until the whole dictionary has come (src/i18n/page-messages.ts). What is drawn only in the
 * browser, in place of prerendered HTML (a tool's step form), waits for it: the prerendered HTML
 * stays, working as without JavaScript, rather than drawn with blanks.
 */
export function useWholeDictionary(): boolean {
  const lang = useLang();
  return useSyncExternalStore(
    subscribeDictionaries,
    () => hasDictionary(lang),
    () => false,
  );
}
