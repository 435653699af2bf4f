// The interactive tool: one question at a time, the e-mail step when the tool captures leads, then
// the result. State in `tool-flow.ts`, score in `score.ts`; this file only draws and wires them.
import { useCallback, useEffect, useId, useMemo, useReducer, useRef } from "react";
import type { Tool } from "~/generated/types";
import { useShell } from "~/shared/shell-context";
import { useLeadForm } from "~/shared/leads/use-lead-form";
import { useLang, useT } from "~/i18n/use-lang";
import { sendEvent } from "~/shared/audience";
import { BUTTON } from "~/shared/button";
import { RangeInput, SelectOptions } from "./question-fields";
import { answersFragment, answersFromFragment, answersFromQuery } from "./answer-link";
import { CalculatorFigures } from "./calculator-figures";
import { answerValues, dimensionScores, figuresOf, verdictOf } from "./calculation";
import { DimensionChart } from "./dimension-chart";
import { leadAnswers, resultFor, toolScore } from "./score";
import { canGoNext, canGoPrevious, initialFlow, reduceToolFlow, type Step, type ToolFlowAction, type ToolFlowState } from "./tool-flow";
import { ToolEmailStep } from "./tool-email-step";
import { emailGivenFor, rememberEmailGiven } from "./email-given";
import { ScoreSummary, ToolResults } from "./tool-results";

const stepKey = (step: Step) => (step.kind === "question" ? `question-${step.index}` : step.kind);

const HEADING = "scroll-mt-28 text-xl font-semibold tracking-tight text-balance text-slate-900 focus:outline-none sm:text-2xl dark:text-white";

export function ToolAssessment({ tool, path }: { tool: Tool; path: string }) {
  const lang = useLang();
  const t = useT();
  const { site } = useShell();
  const reducer = useCallback((state: ToolFlowState, action: ToolFlowAction) => reduceToolFlow(tool, state, action), [tool]);
  const [state, dispatch] = useReducer(reducer, tool, (initial) => initialFlow(initial, initial.lead_capture && emailGivenFor(initial.slug)));
  const { step, answers } = state;
  const score = useMemo(() => toolScore(tool.questions, answers), [tool, answers]);
  const total = tool.questions.length;
  const calculating = tool.figures.length > 0;

  // A result link (answers in the fragment, or in the query of the form sent before the page was
  // interactive) opens on its result, or on the e-mail step before it (decision 018); the link is
  // kept in the address bar on both, without a history entry, so that copying it or reloading
  // reopens it.
  useEffect(() => {
    const opened = answersFromFragment(tool.questions, window.location.hash) ?? answersFromQuery(tool.questions, window.location.search);
    if (opened) dispatch({ type: "open", answers: opened });
  }, [tool]);
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const fragment = step.kind !== "question" ? answersFragment(tool.questions, answers) : "";
    if (hash !== fragment && (fragment || hash.startsWith("#r="))) window.history.replaceState(window.history.state, "", `${pathname}${search}${fragment}`);
  }, [tool, step.kind, answers]);

  // Audience: started at the first answer, finished when a started run shows its result.
  const reported = useRef({ started: false, finished: false });
  const answered = Object.keys(answers).length > 0;
  useEffect(() => {
    const done = reported.current;
    if (answered && !done.started) {
      done.started = true;
      sendEvent("tool_started", tool.slug);
    }
    if (step.kind === "results" && done.started && !done.finished) {
      done.finished = true;
      sendEvent("tool_finished", tool.slug);
    }
  }, [answered, step.kind, tool.slug]);

  const form = useLeadForm(
    {
      form_kind: "tool",
      page_path: path,
      lang,
      category_slug: tool.category,
      tool_slug: tool.slug,
      tool_answers: leadAnswers(tool.questions, answers),
      tool_score: score,
    },
    {
      onSuccess: () => {
        rememberEmailGiven(tool.slug);
        dispatch({ type: "email-stored" });
      },
    },
  );

  // Each new step's heading takes the focus, so that a screen reader reads the new question
  // (not on the first render: arriving on the page must not move the focus).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const shownStep = useRef(stepKey(step));
  useEffect(() => {
    const key = stepKey(step);
    if (shownStep.current === key) return;
    shownStep.current = key;
    headingRef.current?.focus();
  }, [step]);

  const heading = (text: string) => (
    <h2 id={headingId} ref={headingRef} tabIndex={-1} className={HEADING}>
      {text}
    </h2>
  );

  // Said politely to screen readers when the step changes, and shown above the step.
  const status =
    step.kind === "question"
      ? t("tool.flow.progress", { current: step.index + 1, total })
      : step.kind === "email"
        ? t("tool.flow.email_status")
        : calculating
          ? t("tool.flow.calculated_status")
          : t("tool.flow.results_status", { score });
  const emailStep = tool.lead_capture && !state.emailGiven;
  const progress = step.kind === "question" ? (step.index + 1) / (total + (emailStep ? 1 : 0)) : 1;

  let body: React.ReactNode;
  if (step.kind === "question") {
    const question = tool.questions[step.index]!;
    const answer = answers[question.id];
    const last = step.index === total - 1;
    const nextLabel = !last ? t("tool.flow.next") : emailStep ? t("tool.flow.continue") : t("tool.flow.see_result");
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: "next" });
        }}
      >
        <fieldset>
          <legend>{heading(question.question)}</legend>
          <div className="mt-6">
            {question.type === "select" ? (
              <SelectOptions question={question} value={answer} onAnswer={(value) => dispatch({ type: "answer", questionId: question.id, value })} />
            ) : (
              <RangeInput
                key={question.id}
                question={question}
                value={answer ?? question.min}
                labelledBy={headingId}
                onAnswer={(value) => dispatch({ type: "answer", questionId: question.id, value })}
              />
            )}
          </div>
        </fieldset>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <button type="button" className={BUTTON.secondary} disabled={!canGoPrevious(state)} onClick={() => dispatch({ type: "previous" })}>
            {t("tool.flow.previous")}
          </button>
          <button type="submit" className={BUTTON.primary} disabled={!canGoNext(tool, state)}>
            {nextLabel}
          </button>
        </div>
      </form>
    );
  } else if (step.kind === "email") {
    body = <ToolEmailStep form={form} heading={heading(t("tool.email.title"))} onPrevious={() => dispatch({ type: "previous" })} />;
  } else if (calculating) {
    const figures = figuresOf(tool, answers);
    const verdict = verdictOf(tool.verdicts, figures);
    body = (
      <ToolResults
        summary={<CalculatorFigures figures={tool.figures} questions={tool.questions} values={{ ...answerValues(tool, answers), ...figures }} />}
        result={verdict}
        heading={heading(verdict.title)}
        onRestart={() => dispatch({ type: "restart" })}
        site={site}
        category={tool.category}
        path={path}
      />
    );
  } else {
    const result = resultFor(tool.results, score);
    const dimensions = tool.dimensions.length > 0 ? <DimensionChart scores={dimensionScores(tool.dimensions, tool.questions, answers)} /> : null;
    body = (
      <ToolResults
        summary={
          <>
            <ScoreSummary score={score} />
            {dimensions}
          </>
        }
        result={result}
        heading={heading(result.title)}
        onRestart={() => dispatch({ type: "restart" })}
        site={site}
        category={tool.category}
        path={path}
      />
    );
  }

  return (
    <section aria-label={t("tool.flow.label")} className={`mt-10 print:mt-4 ${step.kind === "results" ? "print-fit" : ""}`}>
      <div className="mb-6 print:hidden">
        <p role="status" className="text-sm font-semibold text-blue-800 dark:text-blue-300">
          {status}
        </p>
        {step.kind !== "results" ? (
          <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div className="h-full rounded-full bg-blue-700 transition-[width] motion-reduce:transition-none dark:bg-blue-400" style={{ width: `${progress * 100}%` }} />
          </div>
        ) : null}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900 print:border-0 print:p-0 print:shadow-none">
        {body}
      </div>
    </section>
  );
}
