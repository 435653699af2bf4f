// The dashboard's period and language, as the URL holds them: ?period=7|30|90|custom&since&until&lang.
export const PRESETS = ["7", "30", "90"] as const;
export type PeriodChoice = (typeof PRESETS)[number] | "custom";
export type LangChoice = "" | "fr" | "en";

export type Period = { choice: PeriodChoice; since: string; until: string; lang: LangChoice };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a UTC day, `back` days before `today`. */
export function utcDay(today: Date, back = 0): string {
  return new Date(today.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** The period the URL asks for; a preset ends today (UTC), a custom one needs both ends. */
export function readPeriod(params: URLSearchParams, today: Date = new Date()): Period {
  const lang = params.get("lang");
  const choice = params.get("period");
  const since = params.get("since") ?? "";
  const until = params.get("until") ?? "";
  const language: LangChoice = lang === "fr" || lang === "en" ? lang : "";
  if (choice === "custom" && ISO_DAY.test(since) && ISO_DAY.test(until)) {
    return { choice, since, until, lang: language };
  }
  const preset = PRESETS.find((p) => p === choice) ?? "30";
  return { choice: preset, since: utcDay(today, Number(preset) - 1), until: utcDay(today), lang: language };
}

/** The API's query for a period. */
export function periodQuery(period: Period): URLSearchParams {
  const query = new URLSearchParams({ since: period.since, until: period.until });
  if (period.lang) query.set("lang", period.lang);
  return query;
}
