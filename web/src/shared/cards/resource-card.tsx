import { ArrowRight, Clock, Download, Lock } from "lucide-react";
import { Link } from "react-router";
import type { FileDownload, FileFacts, Resource } from "~/generated/types";
import { keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";
import { fileFacts } from "~/shared/file-facts";
import { ResourceGate } from "./resource-gate";

/**
 * A resource: type, format, time, title, description. On the resources page it lists its contents
 * and gives its files by access level: `free` links them, `email` asks for an address first and
 * then gives the file, `premium` says how to get it. Elsewhere it links to its entry there.
 */
export function ResourceCard({
  resource,
  files = [],
  gated = [],
  onResourcesPage = false,
}: {
  resource: Resource;
  /** A free resource's files, main file first (resources page only). */
  files?: FileDownload[];
  /** What the page says of a gated resource's files, main file first: no URL (resources page only). */
  gated?: FileFacts[];
  onResourcesPage?: boolean;
}) {
  const lang = useLang();
  const t = useT();
  const headingId = `resource-${resource.slug}-title`;
  const [main, ...others] = files;
  return (
    <article
      id={onResourcesPage ? resource.slug : undefined}
      aria-labelledby={headingId}
      className="flex h-full scroll-mt-24 flex-col rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap gap-2">
        <Badge color="teal">{t(keyOf("resource.type", resource.type))}</Badge>
        <Badge>{resource.format}</Badge>
        <Badge>
          <Clock aria-hidden="true" className="size-3.5" />
          {resource.estimated_time}
        </Badge>
      </div>
      <h3 id={headingId} className="mt-3 font-semibold text-slate-900 dark:text-white">
        {resource.title}
      </h3>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{resource.description}</p>
      {onResourcesPage && resource.items.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800 marker:text-slate-500 dark:text-slate-200">
          {resource.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        {!onResourcesPage ? (
          <Link to={`${href(lang, "resources")}#${resource.slug}`} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm`}>
            {t("resource.open")}
            <span className="sr-only">: {resource.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        ) : resource.access_level === "premium" ? (
          <div className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            <p className="flex items-center gap-1.5 font-semibold text-slate-900 dark:text-white">
              <Lock aria-hidden="true" className="size-4" />
              {t("exclusive.locked")}
            </p>
            {main ? <p className="text-xs text-slate-600 dark:text-slate-400">{fileFacts(main, lang)}</p> : null}
            <p className="mt-1">{t("resource.premium.how")}</p>
            <Link to={href(lang, "exclusive-resources")} className={`${TEXT_LINK} mt-1 inline-flex items-center gap-1`}>
              {t("resource.premium.link")}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
        ) : resource.access_level === "email" ? (
          gated.length > 0 ? <ResourceGate slug={resource.slug} title={resource.title} facts={gated} pagePath={href(lang, "resources")} /> : null
        ) : !main ? null : (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <a href={main.url} download className={BUTTON.secondary}>
              <Download aria-hidden="true" className="size-4" />
              {t("resource.download")}
              <span className="sr-only">
                : {resource.title} ({fileFacts(main, lang)})
              </span>
            </a>
            <span aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-400">
              {fileFacts(main, lang)}
            </span>
            {others.map((file) => (
              <a key={file.url} href={file.url} download className={`${TEXT_LINK} text-sm`}>
                {t("resource.download_other", { format: file.format.toUpperCase() })}
                <span className="sr-only">: {resource.title}</span> ({fileFacts(file, lang)})
              </a>
            ))}
          </div>
        )}
      </div>
    </article>
  );
}
