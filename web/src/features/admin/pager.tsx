import { BUTTON } from "~/shared/button";
import { fill } from "./texts";
import { useTexts } from "./use-texts";

/** « Page précédente » / « Page suivante » between the pages of a list the API pages. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useTexts();
  const where = fill(t.pageOf, { page, pages });
  return (
    <nav className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm" aria-label={where}>
      <button type="button" className={BUTTON.secondary} disabled={page <= 1} onClick={() => onPage(page - 1)}>{t.previous}</button>
      {/* On a phone, the position on a line of its own above the two buttons. */}
      <span className="order-first w-full text-center sm:order-none sm:w-auto">{where}</span>
      <button type="button" className={BUTTON.secondary} disabled={page >= pages} onClick={() => onPage(page + 1)}>{t.next}</button>
    </nav>
  );
}
