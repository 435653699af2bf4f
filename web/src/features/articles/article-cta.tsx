import type { Site } from "~/generated/types";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { CallToAction } from "~/shared/call-to-action";
import { href } from "~/shared/href";
import { ExternalAnchor } from "~/shared/link-boxes";
import { auditHref } from "~/shared/outbound";

/**
 * The call to action in the middle and at the end of an article: the free audit and the free
 * trial. The e-mail form of the conversion flow takes this place later (issue 5).
 */
export function ArticleCta({
  site,
  position,
  article,
  category,
  path,
}: {
  site: Site;
  position: "middle" | "end";
  article: string;
  category: string;
  /** The page's own path, sent as the referrer. */
  path: string;
}) {
  const lang = useLang();
  const t = useT();
  const { claims } = site;
  return (
    <CallToAction
      id={`cta-${position}`}
      tone="soft"
      title={t(position === "middle" ? "article.cta_middle.title" : "article.cta_end.title")}
      text={t("article.cta.text", {
        minutes: claims.audit_minutes,
        hours: claims.analysis_hours,
        days: claims.trial_days,
        platform: site.brand.platform_name,
      })}
    >
      <ExternalAnchor href={auditHref(site, { content: `article-${position}`, referrer: path, article, category })} className={BUTTON.primary}>
        {t("cta.audit")}
      </ExternalAnchor>
      <a href={href(lang, "demo")} className={BUTTON.secondary}>
        {t("cta.trial", { days: claims.trial_days })}
      </a>
    </CallToAction>
  );
}
