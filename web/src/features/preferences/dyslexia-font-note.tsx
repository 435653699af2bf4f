// What the dyslexia switch turns on, named truthfully: OpenDyslexic, shipped with the site (its
// @font-face in app.css, fetched by the browser only once the mode uses it), and its licence
// (public/licenses/, the package's LICENSE file; a test holds the copy to it).
import { useT } from "~/i18n/use-lang";
import { TEXT_LINK } from "~/shared/button";

/** Where the font's licence is served. */
export const LICENSE_URL = "/licenses/OpenDyslexic-OFL.txt";

export function DyslexiaFontNote({ id }: { id: string }) {
  const t = useT();
  return (
    <span id={id} className="mt-0.5 block text-sm text-slate-700 dark:text-slate-300">
      {t("reader.dyslexia_note")}{" "}
      <a href={LICENSE_URL} className={TEXT_LINK} target="_blank" rel="noopener">
        {t("reader.dyslexia_license")}
      </a>
    </span>
  );
}
