import { ArrowLeft, Clock, ListChecks } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ToolPage } from "~/generated/types";
import { plural, keyOf } from "~/i18n/translate";
import { useLang, useT, useWholeDictionary } from "~/i18n/use-lang";
import { Badge } from "~/shared/badge";
import { TEXT_LINK } from "~/shared/button";
import { href } from "~/shared/href";
import { PageHeader } from "~/shared/prose";
import { SourcesSection } from "~/shared/sources";
import { useHydrated } from "~/shared/use-hydrated";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { ToolAssessment } from "./tool-assessment";
import { ToolForm } from "./tool-form";
import { ToolQuestionList } from "./tool-question-list";

/**
 * Whether the visitor answered the prerendered form before the page was interactive (a slow
 * phone, issue 32): an answer that is not the one the page's query gave (the server fills the
 * form it answers with them). Hydration leaves the fields as the visitor left them.
 */
function answeredBeforeHydration(): boolean {
  const form = document.querySelector<HTMLFormElement>("form[data-tool-form]");
  if (!form) return false;
  const query = new URLSearchParams(window.location.search);
  // The answers, and the address of a lead-capturing tool's e-mail step; not its hidden context.
  return Array.from(form.querySelectorAll<HTMLInputElement>('input[data-tool-answer], input[name="email"]')).some((input) =>
    input.type === "radio" ? input.checked !== (query.get(input.name) === input.value) : input.value !== (query.get(input.name) ?? ""),
  );
}

/**
 * A tool's page: what it measures, how many questions, how long; then, once the page is
 * interactive, the question-by-question flow. The prerendered HTML (what a visitor without
 * JavaScript reads) has every question in one form that the server answers with the result. A
 * visitor who answered it before the page was interactive keeps it, answers and all (it is sent
 * to the server as without JavaScript): the flow replacing it would lose them and move the page.
 * A tool that states a rule of law ends with its sources, as articles do (the page the server
 * answers without JavaScript is this one, so they are there too).
 */
export function ToolScreen({ page }: { page: ToolPage }) {
  const lang = useLang();
  const t = useT();
  // The step form replaces the prerendered one once hydrated and its strings are in.
  const hydrated = useHydrated();
  const strings = useWholeDictionary();
  const running = hydrated && strings;
  const [answeredEarly, setAnsweredEarly] = useState(false);
  useInteractionEffect(() => {
    if (answeredBeforeHydration()) setAnsweredEarly(true);
  }, []);
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
      ) : running && !answeredEarly ? (
        <ToolAssessment key={page.head.path} tool={tool} path={page.head.path} />
      ) : (
        <ToolForm tool={tool} path={page.head.path} />
      )}
      <SourcesSection reviewedAt={tool.reviewed_at} sources={tool.sources} />
    </main>
  );
}
