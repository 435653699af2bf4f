import type { Tool } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { Section } from "~/shared/prose";
import { formatRangeBounds } from "./range-format";

/**
 * The questions of a tool that is not played on its page, as a plain list with their options or
 * bounds (an interactive tool's prerendered page has them as a form: tool-form.tsx).
 */
export function ToolQuestionList({ tool }: { tool: Tool }) {
  const lang = useLang();
  const t = useT();
  return (
    <Section title={t("tool.questions_title")} id="questions">
      <ol className="grid gap-3">
        {tool.questions.map((q, i) => (
          <li key={q.id} className="flex gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              {i + 1}
            </span>
            <div className="min-w-0">
              <p className="font-medium text-slate-900 dark:text-white">{q.question}</p>
              {q.type === "select" ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 marker:text-slate-400 dark:text-slate-300">
                  {q.options.map((option) => (
                    <li key={option}>{option}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-slate-700 dark:text-slate-300">
                  {t("tool.static.range", formatRangeBounds(lang, q))}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
