import { ArrowRight, Clock, Download } from "lucide-react";
import { Link } from "react-router";
import type { Resource } from "~/generated/types";
import type { MessageKey } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";

/** Where a resource's file is served (only resources whose file ships have a `download_file`). */
export function downloadHref(resource: Resource): string | null {
  return resource.download_file ? `/downloads/${resource.download_file}` : null;
}

/**
 * A resource: type, format, time, title, description; its file to download when one ships, else
 * (away from the resources page) a link to its entry there. On the resources page it lists its contents.
 */
export function ResourceCard({ resource, onResourcesPage = false }: { resource: Resource; onResourcesPage?: boolean }) {
  const lang = useLang();
  const t = useT();
  const file = downloadHref(resource);
  return (
    <article
      id={onResourcesPage ? resource.slug : undefined}
      className="flex h-full scroll-mt-24 flex-col rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap gap-2">
        <Badge color="teal">{t(`resource.type.${resource.type}` as MessageKey)}</Badge>
        <Badge>{resource.format}</Badge>
        <Badge>
          <Clock aria-hidden="true" className="size-3.5" />
          {resource.estimated_time}
        </Badge>
      </div>
      <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{resource.title}</h3>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{resource.description}</p>
      {onResourcesPage && resource.items.length > 0 ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800 marker:text-slate-500 dark:text-slate-200">
          {resource.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        {file ? (
          <a href={file} download className={BUTTON.secondary}>
            <Download aria-hidden="true" className="size-4" />
            {t("resource.download")}
            <span className="sr-only">
              : {resource.title} ({resource.format})
            </span>
          </a>
        ) : onResourcesPage ? null : (
          <Link to={`${href(lang, "resources")}#${resource.slug}`} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm`}>
            {t("resource.open")}
            <span className="sr-only">: {resource.title}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </article>
  );
}
