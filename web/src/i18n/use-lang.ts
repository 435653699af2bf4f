import { useCallback } from "react";
import { useParams } from "react-router";
import { isLang, type Lang } from "~/shared/href";
import { translate, type MessageKey } from "./translate";

/** The page's language, from the first path segment (French when absent or unknown). */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : "fr";
}

export function useT(): (key: MessageKey, vars?: Record<string, string | number>) => string {
  const lang = useLang();
  return useCallback((key, vars) => translate(lang, key, vars), [lang]);
}
