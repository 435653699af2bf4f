import type { FileDownload } from "~/generated/types";

/** « PDF · 18 pages · 151 Ko » / « PDF · 18 pages · 151 KB »: the figures computed by the build. */
export function fileFacts(file: FileDownload, lang: "fr" | "en"): string {
  const kb = file.bytes / 1024;
  const size =
    kb < 1000
      ? `${new Intl.NumberFormat(lang, { maximumFractionDigits: 0 }).format(Math.max(1, kb))}\u00a0${lang === "fr" ? "Ko" : "KB"}`
      : `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(kb / 1024)}\u00a0${lang === "fr" ? "Mo" : "MB"}`;
  const pages =
    file.pages === null ? null : `${file.pages}\u00a0${file.pages === 1 ? "page" : "pages"}`;
  return [file.format.toUpperCase(), pages, size].filter(Boolean).join(" · ");
}
