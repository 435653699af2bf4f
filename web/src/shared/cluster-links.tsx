// The topic clusters (learning paths) a reader may follow from here: on an article that belongs
// to one, on its category's page and on the business catalogue (issue 23, point 5).
import { Route } from "lucide-react";
import { Link } from "react-router";
import type { ClusterRef } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { TEXT_LINK } from "./button";
import { href } from "./href";
import { Section } from "./prose";

/** Nothing when there is no cluster (or the page data has none, as in older builds and unit fixtures). */
export function ClusterLinks({ clusters = [], id = "clusters" }: { clusters?: ClusterRef[]; id?: string }) {
  const lang = useLang();
  const t = useT();
  if (clusters.length === 0) return null;
  return (
    <Section title={t("cluster.links.title")} lead={t("cluster.links.lead")} id={id}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {clusters.map((cluster) => (
          <li key={cluster.slug} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <Link to={href(lang, "cluster", cluster.slug)} className={`${TEXT_LINK} inline-flex items-start gap-2 font-semibold`}>
              <Route aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {cluster.title}
            </Link>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{cluster.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
