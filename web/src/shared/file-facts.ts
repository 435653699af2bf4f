import type { FileFacts } from "~/generated/types";
import { formatNumber } from "~/i18n/translate";

const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

/** « PDF · 18 pages · 151 Ko » / « PDF · 18 pages · 151 KB »: the figures computed by the build. */
export function fileFacts(file: FileFacts, lang: "fr" | "en"): string {
  const kb = file.bytes / 1024;
  const size =
    kb < 1000
      ? `${formatNumber(lang, Math.max(1, kb), WHOLE)}\u00a0${lang === "fr" ? "Ko" : "KB"}`
      : `${formatNumber(lang, kb / 1024, ONE_DECIMAL)}\u00a0${lang === "fr" ? "Mo" : "MB"}`;
  const pages =
    file.pages === null ? null : `${file.pages}\u00a0${file.pages === 1 ? "page" : "pages"}`;
  return [file.format.toUpperCase(), pages, size].filter(Boolean).join(" · ");
}
