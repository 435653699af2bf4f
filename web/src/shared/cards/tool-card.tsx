import { ArrowRight, Clock } from "lucide-react";
import { Link } from "react-router";
import type { ToolRef } from "~/generated/types";
import { keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { BUTTON } from "~/shared/button";
import { href } from "~/shared/href";

/** Assessments (a score and a level) as opposed to calculators and generators: the build says
 * which (TOOL_FAMILY in src/bibliotheque/content/models/tools.py). */
export function isAssessment(tool: ToolRef): boolean {
  return tool.family === "score";
}

/** An interactive tool: type, time, title, description and the link to use it. */
export function ToolCard({ tool }: { tool: ToolRef }) {
  const lang = useLang();
  const t = useT();
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap gap-2">
        <Badge color="indigo">{t(keyOf("tool.type", tool.type))}</Badge>
        <Badge>
          <Clock aria-hidden="true" className="size-3.5" />
          {tool.estimated_time}
        </Badge>
      </div>
      <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{tool.title}</h3>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{tool.description}</p>
      <div className="mt-auto pt-4">
        <Link to={href(lang, "tool", tool.slug)} className={BUTTON.primary}>
          {t("tool.use")}
          <span className="sr-only">: {tool.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
