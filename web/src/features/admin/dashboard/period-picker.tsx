import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import { BUTTON } from "~/shared/button";
import { fill } from "../texts";
import { useTexts } from "../use-texts";
import { PRESETS, type Period } from "./period";

const FIELD =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900";
const CHOICE =
  "cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700 dark:border-slate-600 dark:has-checked:border-blue-500 dark:has-checked:bg-blue-600";

/** Period (7, 30, 90 days or custom dates) and language, kept in the URL. */
export function PeriodPicker({ period }: { period: Period }) {
  const t = useTexts();
  const [params, setParams] = useSearchParams();

  function set(changes: Record<string, string>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  }

  function applyCustom(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    set({ period: "custom", since: String(form.get("since") ?? ""), until: String(form.get("until") ?? "") });
  }

  const choices = [...PRESETS.map((n) => [n, fill(t.days, { n })] as const), ["custom", t.custom] as const];
  return (
    <form onSubmit={applyCustom} className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <fieldset>
        <legend className="text-sm font-medium">{t.period}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {choices.map(([value, label]) => (
            <label key={value} className={CHOICE}>
              <input type="radio" name="period" value={value} className="sr-only" checked={period.choice === value}
                onChange={() => set(value === "custom"
                  ? { period: value, since: period.since, until: period.until }
                  : { period: value, since: "", until: "" })} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {period.choice === "custom" ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm font-medium">
            {t.since}
            <input type="date" name="since" required defaultValue={period.since} key={period.since} className={FIELD} />
          </label>
          <label className="text-sm font-medium">
            {t.until}
            <input type="date" name="until" required defaultValue={period.until} key={period.until} className={FIELD} />
          </label>
          <button type="submit" className={BUTTON.secondary}>{t.apply}</button>
        </div>
      ) : null}
      <label className="text-sm font-medium">
        {t.language}
        <select className={FIELD} value={period.lang} onChange={(event) => set({ lang: event.target.value })}>
          <option value="">{t.both}</option>
          <option value="fr">{t.french}</option>
          <option value="en">{t.english}</option>
        </select>
      </label>
    </form>
  );
}
