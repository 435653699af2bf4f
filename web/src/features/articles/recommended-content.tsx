import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { ArticleCard as Card, SectionRef, SectorRef } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { TEXT_LINK } from "~/shared/button";
import { href, type Lang } from "~/shared/href";
import { ArticleGrid } from "~/shared/cards/article-card";
import { HydrateLater } from "~/shared/hydrate-later";
import { useRelated } from "./related-data";

/** Where a content section or an AI theme is listed: its anchor in the matching catalogue. */
export function sectionHref(lang: Lang, section: SectionRef): string {
  return `${href(lang, section.kind === "ai-theme" ? "ai-content-sections" : "content-sections")}#${section.slug}`;
}

function SubSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function LinkCards({ items }: { items: { key: string; to: string; title: string; text: string }[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.key} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <Link to={item.to} className={`${TEXT_LINK} inline-flex items-center gap-1`}>
            {item.title}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
          <p className="mt-1 line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The end of an article: similar articles, related sections and related sectors (computed by the
 * build), from the file at `url` (./related-data). */
export function RecommendedContent({ url }: { url: string }) {
  const related = useRelated(url);
  return related ? <Recommended similar={related.similar} sections={related.related_sections} sectors={related.related_sectors} /> : null;
}

function Recommended({ similar, sections, sectors }: { similar: Card[]; sections: SectionRef[]; sectors: SectorRef[] }) {
  const lang = useLang();
  const t = useT();
  return (
    <HydrateLater>
      <section id="recommended" aria-labelledby="recommended-title" className="mt-12 scroll-mt-24">
        <h2 id="recommended-title" className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
          {t("article.recommended")}
        </h2>
        {similar.length > 0 ? (
          <SubSection id="similar" title={t("article.similar")}>
            <ArticleGrid cards={similar} />
          </SubSection>
        ) : null}
        {sections.length > 0 ? (
          <SubSection id="related-sections" title={t("article.related_sections")}>
            <LinkCards items={sections.map((s) => ({ key: s.slug, to: sectionHref(lang, s), title: s.title, text: s.description }))} />
          </SubSection>
        ) : null}
        {sectors.length > 0 ? (
          <SubSection id="related-sectors" title={t("article.related_sectors")}>
            <LinkCards items={sectors.map((s) => ({ key: s.slug, to: href(lang, "industry", s.slug), title: s.name, text: s.description }))} />
          </SubSection>
        ) : null}
      </section>
    </HydrateLater>
  );
}
