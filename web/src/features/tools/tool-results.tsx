import { RotateCcw } from "lucide-react";
import type { Result, SiteSettings } from "~/generated/types";
import { useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";
import { Prose, TextList } from "~/shared/prose";
import { TrialLink } from "~/shared/trial-call-to-action";
import { ResultActions } from "./result-actions";

/** What a result says, whether an assessment's band or a calculator's verdict. */
type Outcome = Pick<Result, "title" | "description" | "recommendations" | "next_steps">;

/** An assessment's score out of 100 (SPEC §5), with a bar. */
export function ScoreSummary({ score }: { score: number }) {
  const t = useT();
  return (
    <div className="mt-6 flex flex-wrap items-end gap-x-6 gap-y-3">
      <p className="text-slate-900 dark:text-white">
        <span className="block text-sm font-medium text-slate-700 dark:text-slate-300">{t("tool.result.score_label")}</span>
        <span className="text-5xl font-bold tracking-tight tabular-nums">{score}</span>{" "}
        <span className="text-lg font-medium text-slate-700 dark:text-slate-300">{t("tool.result.out_of")}</span>
      </p>
      <div aria-hidden="true" className="mb-2 h-3 min-w-40 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <div className="h-full rounded-full bg-blue-700 dark:bg-blue-400" style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}

/**
 * The result screen: the figures (a calculator's) or the score (an assessment's), the result's
 * text, recommendations, next steps, the link and print actions, restart and the audit.
 */
export function ToolResults({
  summary,
  result,
  heading,
  onRestart,
  site,
  category,
  path,
}: {
  /** What the answers come to: figures, or a score and its dimensions. */
  summary: React.ReactNode;
  result: Outcome;
  /** The step's heading (focused when the results open). */
  heading: React.ReactNode;
  onRestart: () => void;
  site: SiteSettings;
  category: string;
  /** The page's own path, sent as the referrer. */
  path: string;
}) {
  const t = useT();
  const { claims } = site;
  return (
    <div>
      {heading}
      {summary}
      <Prose text={result.description} className="mt-6" />
      <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">{t("tool.result.recommendations")}</h3>
      <div className="mt-3">
        <TextList items={result.recommendations} />
      </div>
      <h3 className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">{t("tool.result.next_steps")}</h3>
      <div className="mt-3">
        <TextList items={result.next_steps} numbered />
      </div>
      <ResultActions />
      <div className="mt-6 print:hidden">
        <button type="button" className={BUTTON.secondary} onClick={onRestart}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t("tool.result.restart")}
        </button>
      </div>
      <div className="print:hidden">
        <CallToAction
          id="tool-cta"
          tone="soft"
          title={t("tool.result.cta_title")}
          text={t("tool.result.cta_text", {
            minutes: claims.audit_minutes,
            hours: claims.analysis_hours,
          })}
        >
          <ExternalAnchor
            href={auditHref(site, {
              content: "tool-result",
              referrer: path,
              category,
            })}
            className={BUTTON.primary}
          >
            {t("cta.audit")}
          </ExternalAnchor>
          <TrialLink className={BUTTON.secondary} />
        </CallToAction>
      </div>
    </div>
  );
}
