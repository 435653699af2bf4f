import { ArrowLeft, Clock, ListChecks } from "lucide-react";
import { Link } from "react-router";
import type { ToolPage } from "~/generated/types";
import { plural, keyOf } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";
import { PageHeader } from "~/shared/prose";
import { useHydrated } from "~/shared/use-hydrated";
import { ToolAssessment } from "./tool-assessment";
import { ToolForm } from "./tool-form";
import { ToolQuestionList } from "./tool-question-list";

/**
 * A tool's page: what it measures, how many questions, how long; then, once the page is
 * interactive, the question-by-question flow. The prerendered HTML (what a visitor without
 * JavaScript reads) has every question in one form that the server answers with the result.
 */
export function ToolScreen({ page }: { page: ToolPage }) {
  const lang = useLang();
  const t = useT();
  const hydrated = useHydrated();
  const { tool } = page;
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <PageHeader
        title={tool.title}
        lead={tool.description}
        after={
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
            <span className="inline-flex items-center gap-1.5">
              <ListChecks aria-hidden="true" className="size-4" />
              {plural(lang, "tool.questions", tool.questions.length)}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {t("tool.time", { time: tool.estimated_time })}
            </span>
          </p>
        }
      >
        <Link to={href(lang, "resources")} className={`${TEXT_LINK} inline-flex items-center gap-1 text-sm`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("tool.back")}
        </Link>
        <p className="mt-4">
          <Badge color="indigo">{t(keyOf("tool.type", tool.type))}</Badge>
        </p>
      </PageHeader>
      {!tool.is_interactive ? (
        <ToolQuestionList tool={tool} />
      ) : hydrated ? (
        <ToolAssessment key={page.head.path} tool={tool} path={page.head.path} />
      ) : (
        <ToolForm tool={tool} path={page.head.path} />
      )}
    </main>
  );
}
