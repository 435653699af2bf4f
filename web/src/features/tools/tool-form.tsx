import type { Question, Tool, ToolSlot } from "~/generated/types";
import { LEADS_PATH } from "~/shared/api/endpoints";
import { HoneypotField, LeadContextFields, LeadEmailField, LeadFormError } from "~/shared/leads/lead-fields";
import { useLeadForm } from "~/shared/leads/use-lead-form";
import type { MessageKey } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON, TEXT_LINK } from "~/shared/button";
import { Section } from "~/shared/prose";
import { formatRangeBounds, rangeUnitSuffix } from "./range-format";

/**
 * The tool as the prerendered page shows it: every question in one `<form method="get">` sent to
 * the tool's own path, answers as query parameters (`?taux-horaire-moyen=35&…`). Without
 * JavaScript the Python server answers that URL (src/bibliotheque/server/tool_pages.py): the same
 * page with the result written into the slot above the form, or the form again with a message
 * per field (the action's fragment scrolls to either). The same path rather than a result path of its own: the page's URL stays the tool's,
 * a result is a link to copy, and the visitor changes an answer in the form under their result.
 * Once the page is interactive, the question-by-question flow replaces all of this.
 */

/** Where the server writes the result (or the list of problems), inside the slot. */
export const RESULT_MARKER = "<!--tool-result-->";

/**
 * The id the server gives what it writes: the form's action ends with it, so that the answer opens
 * on the result (or on the problems), not on the page's header.
 */
const RESULT_ID = "tool-result";

/** The looks of what the server writes, the same as the interactive result's (tool-results.tsx…);
 * `ToolSlot` (src/bibliotheque/built_site.py) says which the server needs. */
const CLASSES = {
  slot: "scroll-mt-28",
  card: "mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900",
  status: "mb-4 text-sm font-semibold text-blue-800 dark:text-blue-300",
  heading: "scroll-mt-28 text-xl font-semibold tracking-tight text-balance text-slate-900 sm:text-2xl dark:text-white",
  hiddenHeading: "sr-only",
  subheading: "mt-8 text-lg font-semibold text-slate-900 dark:text-white",
  headlines: "mt-6 grid gap-3 sm:grid-cols-3",
  headline: "rounded-xl bg-blue-50 p-4 dark:bg-slate-800",
  headlineLabel: "text-sm font-medium text-slate-700 dark:text-slate-300",
  headlineValue: "mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white",
  how: "mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700",
  howItem: "py-3",
  howLabel: "font-semibold text-slate-900 dark:text-white",
  howExplain: "font-normal text-slate-700 dark:text-slate-300",
  howValue: "mt-1 text-slate-800 tabular-nums dark:text-slate-200",
  score: "mt-6 text-slate-900 dark:text-white",
  scoreLabel: "block text-sm font-medium text-slate-700 dark:text-slate-300",
  scoreValue: "text-5xl font-bold tracking-tight tabular-nums",
  scoreOutOf: "text-lg font-medium text-slate-700 dark:text-slate-300",
  table: "mt-3 w-full max-w-md border-collapse text-left text-sm",
  th: "border-b border-slate-300 py-2 pr-4 font-semibold text-slate-900 dark:border-slate-600 dark:text-white",
  td: "border-b border-slate-200 py-2 pr-4 text-slate-800 tabular-nums dark:border-slate-700 dark:text-slate-200",
  prose: "prose-text mt-6 max-w-prose leading-relaxed text-slate-800 dark:text-slate-200",
  bullets: "mt-3 max-w-prose list-disc space-y-2 pl-5 text-slate-800 marker:text-slate-500 dark:text-slate-200",
  numbers: "mt-3 max-w-prose list-decimal space-y-2 pl-5 text-slate-800 marker:text-slate-500 dark:text-slate-200",
  item: "pl-1",
  edit: `${TEXT_LINK} mt-8 inline-block`,
  errors: "mt-8 rounded-lg border-2 border-red-700 bg-red-50 p-4 text-slate-900 dark:border-red-400 dark:bg-red-950/40 dark:text-slate-100",
  errorsTitle: "text-lg font-semibold",
  errorsList: "mt-2 list-disc space-y-2 pl-5",
  errorLink: "font-medium text-red-800 underline underline-offset-2 dark:text-red-300",
  errorMessage: "block text-sm",
} as const satisfies ToolSlot["classes"];

const STRINGS = {
  calculated: "tool.flow.calculated_status",
  scored: "tool.flow.results_status",
  figures: "tool.result.figures",
  how: "tool.result.how",
  score_label: "tool.result.score_label",
  out_of: "tool.result.out_of",
  dimensions: "tool.result.dimensions",
  dimension: "tool.result.dimension",
  dimension_score: "tool.result.dimension_score",
  recommendations: "tool.result.recommendations",
  next_steps: "tool.result.next_steps",
  edit: "tool.static.edit",
  errors_title: "tool.static.errors_title",
  error_select: "tool.static.error_select",
  error_range: "tool.static.error_range",
  email_status: "tool.flow.email_status",
  email_ready: "tool.static.email_ready",
  email_step: "tool.static.email_step",
  email_go: "tool.static.email_go",
} as const satisfies Record<keyof ToolSlot["strings"], MessageKey>;

const FIELD_ERROR = "mt-2 text-sm font-medium text-red-700 empty:hidden dark:text-red-300";
const CHOICE =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 dark:border-slate-700 dark:bg-slate-900 dark:has-[:checked]:border-blue-400 dark:has-[:checked]:bg-blue-950/50";

/** The id of a question's field (or group), the error summary's link target. */
export const fieldId = (question: Pick<Question, "id">) => `tool-q-${question.id}`;

/** A question's message, filled in by the server; React never compares its content. */
function FieldError({ question }: { question: Question }) {
  return <p id={`${fieldId(question)}-error`} data-tool-error={question.id} className={FIELD_ERROR} dangerouslySetInnerHTML={{ __html: "" }} />;
}

function QuestionField({ question, number }: { question: Question; number: number }) {
  const lang = useLang();
  const t = useT();
  const id = fieldId(question);
  const errorId = `${id}-error`;
  const title = (
    <span className="flex gap-3 font-medium text-slate-900 dark:text-white">
      <span aria-hidden="true" className="tabular-nums">
        {number}.
      </span>
      <span>{question.question}</span>
    </span>
  );
  if (question.type === "select")
    return (
      <fieldset id={id} aria-describedby={errorId} className="scroll-mt-28">
        <legend>{title}</legend>
        <div className="mt-3 grid gap-2">
          {question.options.map((option, i) => (
            <label key={option} className={CHOICE}>
              <input type="radio" name={question.id} value={i} data-tool-answer={question.id} className="mt-0.5 size-5 shrink-0 accent-blue-700 dark:accent-blue-400" />
              <span className="text-slate-900 dark:text-slate-100">{option}</span>
            </label>
          ))}
        </div>
        <FieldError question={question} />
      </fieldset>
    );
  const suffix = rangeUnitSuffix(question);
  return (
    <div>
      <label htmlFor={id} className="block">
        {title}
      </label>
      <p id={`${id}-bounds`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t("tool.static.range", formatRangeBounds(lang, question))}
      </p>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          id={id}
          type="number"
          name={question.id}
          inputMode="decimal"
          min={question.min}
          max={question.max}
          step={question.step}
          data-tool-answer={question.id}
          aria-describedby={`${id}-bounds ${errorId}`}
          className="w-40 scroll-mt-28 rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 aria-invalid:border-red-600 dark:bg-slate-900 dark:text-white dark:[color-scheme:dark]"
        />
        {suffix ? <span className="text-slate-700 dark:text-slate-300">{suffix}</span> : null}
      </p>
      <FieldError question={question} />
    </div>
  );
}

/** Where the e-mail step of a lead-capturing tool's form begins: the server's notice links to it. */
const EMAIL_ID = "tool-email";

/**
 * The e-mail step without JavaScript (decision 018): a tool that captures leads shows its result
 * after the address is stored, so its form ends with the address and is posted to the lead API,
 * which answers it with the result page (server/form_posts.py). The fields of the post are the
 * lead's context, the answers as the questions name them, the address and the anti-spam trap.
 */
function ToolEmailStepFields({ tool, path }: { tool: Tool; path: string }) {
  const lang = useLang();
  const t = useT();
  const form = useLeadForm({ form_kind: "tool", page_path: path, lang, category_slug: tool.category, tool_slug: tool.slug });
  return (
    <div id={EMAIL_ID} className="relative mt-6 scroll-mt-28 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <LeadContextFields context={form.context} />
      <h3 className="font-semibold text-slate-900 dark:text-white">{t("tool.email.title")}</h3>
      <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">{t("tool.email.text")}</p>
      <LeadEmailField form={form} lang={lang} className="mt-4 max-w-md" />
      <HoneypotField lang={lang} />
      <LeadFormError form={form} className="mt-3" />
    </div>
  );
}

export function ToolForm({ tool, path }: { tool: Tool; path: string }) {
  const t = useT();
  const strings = {} as ToolSlot["strings"];
  for (const name of Object.keys(STRINGS) as (keyof ToolSlot["strings"])[]) strings[name] = t(STRINGS[name]);
  const config = JSON.stringify({ id: RESULT_ID, email_id: EMAIL_ID, classes: CLASSES, strings } satisfies ToolSlot);
  return (
    <>
      <div data-tool-result={config} dangerouslySetInnerHTML={{ __html: RESULT_MARKER }} />
      <Section title={t("tool.questions_title")} id="questions">
        <p className="mb-4 hidden max-w-prose rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900 [@media(scripting:none)]:block dark:border-amber-700 dark:bg-amber-950/40 dark:text-slate-100">
          {t("tool.static.form_note")}
        </p>
        <form
          method={tool.lead_capture ? "post" : "get"}
          action={`${tool.lead_capture ? LEADS_PATH : path}#${RESULT_ID}`}
          noValidate
          data-tool-form=""
          className="relative"
        >
          <ol className="grid gap-3">
            {tool.questions.map((question, i) => (
              <li key={question.id} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
                <QuestionField question={question} number={i + 1} />
              </li>
            ))}
          </ol>
          {tool.lead_capture ? <ToolEmailStepFields tool={tool} path={path} /> : null}
          <button type="submit" className={`${BUTTON.primary} mt-6`}>
            {t("tool.flow.see_result")}
          </button>
        </form>
      </Section>
    </>
  );
}
