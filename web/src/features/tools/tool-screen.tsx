import { ArrowLeft, Clock, ListChecks } from "lucide-react";
import { Link } from "react-router";
import type { ToolPage } from "~/generated/types";
import { plural, type MessageKey } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";
import { PageHeader, Section } from "~/shared/prose";

/**
 * The static part of a tool: what it measures, how many questions, how long, and the questions
 * themselves (readable without JavaScript). The question-by-question flow takes the list's place (issue 5).
 */
export function ToolScreen({ page }: { page: ToolPage }) {
  const lang = useLang();
  const t = useT();
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
          <Badge color="indigo">{t(`tool.type.${tool.type}` as MessageKey)}</Badge>
        </p>
      </PageHeader>
      <Section title={t("tool.questions_title")} id="questions">
        <ol className="grid gap-3">
          {tool.questions.map((q, i) => (
            <li key={q.id} className="flex gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                {i + 1}
              </span>
              <span className="text-slate-800 dark:text-slate-200">{q.question}</span>
            </li>
          ))}
        </ol>
      </Section>
    </main>
  );
}
