import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { href } from "~/shared/href";
import { PlatformPromises } from "~/shared/platform-promises";
import { useShell } from "./shell-context";

/** The link to the free trial (the site's /demo redirect), its button style given. */
export function TrialLink({ className }: { className: string }) {
  const lang = useLang();
  const t = useT();
  return (
    <a href={href(lang, "demo")} className={className}>
      {t("cta.trial", { days: useShell().site.claims.trial_days })}
    </a>
  );
}

/** The closing panel of a list of articles: the free trial, or a talk with a consultant. */
export function TrialCallToAction({ id }: { id: string }) {
  const lang = useLang();
  const t = useT();
  const { claims } = useShell().site;
  const days = claims.trial_days;
  return (
    <CallToAction
      id={id}
      title={t("category.cta.title")}
      text={t("category.cta.text", { days })}
      footer={<PlatformPromises claims={claims} className="mt-5 text-blue-50" />}
    >
      <TrialLink className={BUTTON.light} />
      <a href={href(lang, "consulting")} className={BUTTON.outlineLight}>
        {t("article.consulting_call")}
      </a>
    </CallToAction>
  );
}
