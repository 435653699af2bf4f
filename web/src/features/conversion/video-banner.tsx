// The demo-video banner offered after a conversion: the video of the article's category, else the
// default one (spec §4). A floating card, not a dialog; loaded when it shows.
import { PlayCircle, X } from "lucide-react";
import { useId } from "react";
import { useShell } from "~/shared/shell-context";
import { formatNumber } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { useClaimsNote } from "~/shared/claims";
import { ExternalAnchor } from "~/shared/link-boxes";
import { useOverlayTexts } from "./overlay-texts";
import { FLOATING_CARD, FLOATING_CLOSE, FLOATING_ICON, FLOATING_TEXT } from "./floating-styles";

export default function VideoBanner({ category, onClose }: { category: string; onClose: () => void }) {
  const { site } = useShell();
  const lang = useLang();
  const t = useT();
  const audience = t("conversion.video.audience", {
    views: formatNumber(lang, site.claims.demo_views, { notation: "compact" }),
    rating: formatNumber(lang, site.claims.demo_rating, { minimumFractionDigits: 1 }),
  });
  const claimsNote = useClaimsNote();
  const titleId = useId();
  const texts = useOverlayTexts();
  const video = texts && (texts.video_banners[category] ?? texts.video_banners.default);
  if (!video) return null;
  return (
    <aside aria-labelledby={titleId} className={FLOATING_CARD}>
      <div className="flex items-start gap-3">
        <PlayCircle aria-hidden="true" className={FLOATING_ICON} />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t("conversion.video.label")}</p>
          <h2 id={titleId} className="mt-0.5 pr-6 font-semibold text-balance text-slate-900 dark:text-white">
            {video.title}
          </h2>
          <p className={FLOATING_TEXT}>{video.description}</p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 sm:mt-3">
            <ExternalAnchor href={video.video_url} className={BUTTON.primary}>
              {t("conversion.video.watch")}
            </ExternalAnchor>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {t("conversion.video.duration", { duration: video.duration })}
            </span>
            <span data-claims="" className="text-sm text-slate-600 dark:text-slate-400">
              {audience}
              {claimsNote ? ` · ${claimsNote}` : null}
            </span>
          </p>
        </div>
      </div>
      <button type="button" onClick={onClose} aria-label={t("conversion.video.close")} className={FLOATING_CLOSE}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
