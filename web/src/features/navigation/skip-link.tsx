import { useT } from "~/i18n/use-lang";

/** First focusable element of the page: jumps over the header and sidebar to `<main id="main">`. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-blue-800 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:outline-2 focus:outline-offset-2 focus:outline-blue-800 dark:focus:outline-blue-400"
    >
      {t("nav.skip")}
    </a>
  );
}
