// The article's share button (spec §4, share menu): it opens a small panel of share links, whose
// code is fetched on first use (or when the pointer or focus reaches the button). After a share,
// the +N days bonus notice shows for `share_notice_ms`.
import { Share2 } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useShell } from "~/shared/shell-context";
import { useT } from "~/i18n/use-lang";
import { BUTTON } from "~/shared/button";
import { useEarlyClick } from "~/shared/early-clicks";
import { withStrings } from "~/i18n/load";

const loadPanel = withStrings(() => import("./share-panel"));
const SharePanel = lazy(loadPanel);

/** `onShared`: the page's own use of a share (an AI article counts it as a conversion, spec §4). */
export function ShareMenu({ url, title, onShared }: { url: string; title: string; onShared?: () => void }) {
  const { site } = useShell();
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Shares so far (0: no notice): each one restarts the notice's time.
  const [bonus, setBonus] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (bonus === 0) return;
    const timer = window.setTimeout(() => setBonus(0), site.timings.share_notice_ms);
    return () => window.clearTimeout(timer);
  }, [bonus, site.timings.share_notice_ms]);

  // A tap before the page was interactive opens the panel once it is.
  useEarlyClick(button, () => setOpen(true));

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  // A fragment: in the article's row of actions, the notice takes a line of its own below.
  return (
    <>
      <div ref={container} className="relative">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
          data-early-click=""
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className={BUTTON.secondary}
        >
          <Share2 aria-hidden="true" className="size-4" />
          {t("share.button")}
        </button>
        {open ? (
          <Suspense fallback={null}>
            <SharePanel
              id={panelId}
              url={url}
              title={title}
              container={container}
              onClose={close}
              onShared={() => {
                setBonus((count) => count + 1);
                onShared?.();
              }}
            />
          </Suspense>
        ) : null}
      </div>
      <p role="status" className="basis-full text-sm font-medium text-green-800 empty:hidden dark:text-green-300">
        {bonus > 0 ? t("share.bonus", { days: site.claims.share_bonus_days, platform: site.brand.platform_name }) : null}
      </p>
    </>
  );
}
