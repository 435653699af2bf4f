// The answer controls of one question: a radio group of options, or a slider with a number field.
import { useId, useState } from "react";
import type { Question } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { formatRangeValue, rangeUnitSuffix } from "./range-format";

/** The options of a select question as native radio buttons (arrow keys move between them). */
export function SelectOptions({
  question,
  value,
  onAnswer,
}: {
  question: Question;
  value: number | undefined;
  onAnswer: (value: number) => void;
}) {
  const name = useId();
  return (
    <div className="grid gap-3">
      {question.options.map((option, i) => {
        const checked = value === i;
        return (
          <label
            key={option}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700 ${
              checked
                ? "border-blue-700 bg-blue-50 dark:border-blue-400 dark:bg-blue-950/50"
                : "border-slate-300 bg-white hover:border-slate-400 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500 dark:hover:bg-slate-800"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={i}
              checked={checked}
              onChange={() => onAnswer(i)}
              className="mt-0.5 size-5 shrink-0 accent-blue-700 focus-visible:outline-none dark:accent-blue-400 dark:[color-scheme:dark]"
            />
            <span className="text-slate-900 dark:text-slate-100">{option}</span>
          </label>
        );
      })}
    </div>
  );
}

/**
 * A range question: the value in words, a slider between the bounds (shown at its ends) and a
 * number field for an exact value. The field may hold a half-typed number; it is brought within the
 * bounds when it loses focus or the form is sent with Enter.
 */
export function RangeInput({
  question,
  value,
  labelledBy,
  onAnswer,
}: {
  question: Question;
  value: number;
  /** The id of the question's heading, which names the slider. */
  labelledBy: string;
  onAnswer: (value: number) => void;
}) {
  const lang = useLang();
  const t = useT();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const formatted = formatRangeValue(lang, question, value);
  const suffix = rangeUnitSuffix(question);
  const commit = () => {
    const typed = draft === null || draft.trim() === "" ? Number.NaN : Number(draft);
    if (Number.isFinite(typed)) onAnswer(typed);
    setDraft(null);
  };
  return (
    <div className="grid gap-4">
      <p aria-hidden="true" className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">
        {formatted}
      </p>
      <div>
        <input
          type="range"
          min={question.min}
          max={question.max}
          step={question.step}
          value={value}
          aria-labelledby={labelledBy}
          aria-valuetext={formatted}
          aria-describedby={`${id}-bounds`}
          onChange={(event) => {
            setDraft(null);
            onAnswer(Number(event.target.value));
          }}
          className="h-11 w-full cursor-pointer accent-blue-700 dark:accent-blue-400 dark:[color-scheme:dark]"
        />
        <p id={`${id}-bounds`} className="flex justify-between gap-4 text-sm text-slate-700 dark:text-slate-300">
          <span>{t("tool.range.min", { value: formatRangeValue(lang, question, question.min) })}</span>
          <span className="text-right">{t("tool.range.max", { value: formatRangeValue(lang, question, question.max) })}</span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <label htmlFor={`${id}-exact`} className="w-full text-sm font-medium text-slate-800 sm:w-auto dark:text-slate-200">
          {t("tool.range.exact")}
        </label>
        <input
          id={`${id}-exact`}
          type="number"
          inputMode="decimal"
          min={question.min}
          max={question.max}
          step={question.step}
          value={draft ?? String(value)}
          aria-describedby={`${id}-bounds${suffix ? ` ${id}-suffix` : ""}`}
          onChange={(event) => {
            setDraft(event.target.value);
            const typed = event.target.value.trim() === "" ? Number.NaN : Number(event.target.value);
            // Only a value within the bounds counts while typing (« 5 » on the way to « 50 »).
            if (Number.isFinite(typed) && typed >= question.min && typed <= question.max) onAnswer(typed);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
          className="w-36 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-700 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:[color-scheme:dark]"
        />
        {suffix ? (
          <span id={`${id}-suffix`} className="text-slate-700 dark:text-slate-300">
            {suffix}
          </span>
        ) : null}
      </div>
    </div>
  );
}
