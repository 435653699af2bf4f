// The share menu's panel: three networks, e-mail, and copying the link (« Copié ! » for
// `copied_notice_ms`; a refused clipboard is only logged). Escape or a press outside closes it.
import { Check, Link2, Mail, Share2 } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";
import { useShell } from "~/shared/shell-context";
import { keyOf } from "~/i18n/translate";
import { useT } from "~/i18n/use-lang";
import { shareLinks, type ShareNetwork } from "./share-links";

const ITEM =
  "flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700 dark:text-slate-100 dark:hover:bg-slate-800";

const NETWORKS: ShareNetwork[] = ["professional", "microblog", "social"];

/** Space kept between the panel and the edges of the viewport, in CSS pixels. */
const EDGE = 8;

/**
 * The panel's left offset from its button so that it stays inside the viewport: under the button
 * when it fits, else moved left by what would overflow (never past the left edge).
 */
export function insideViewport(buttonLeft: number, panelWidth: number, viewportWidth: number): number {
  const overflow = buttonLeft + panelWidth - (viewportWidth - EDGE);
  const shift = Math.max(0, overflow);
  return -Math.min(shift, Math.max(0, buttonLeft - EDGE));
}

export default function SharePanel({
  id,
  url,
  title,
  container,
  onClose,
  onShared,
}: {
  id: string;
  url: string;
  title: string;
  /** The menu (button and panel): a press outside it closes the panel. */
  container: RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
  onShared: () => void;
}) {
  const { site } = useShell();
  const t = useT();
  const [copied, setCopied] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const [left, setLeft] = useState(0);

  useLayoutEffect(() => {
    const place = () => {
      const anchor = container.current?.getBoundingClientRect();
      const width = panel.current?.offsetWidth;
      if (!anchor || width === undefined) return;
      setLeft(insideViewport(anchor.left, width, document.documentElement.clientWidth));
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [container]);
  const links = shareLinks(url, title, t("share.email_body", { title, url }));

  useInteractionEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(container.current?.contains(document.activeElement) ?? false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [container, onClose]);

  useEffect(() => {
    if (copied === 0) return;
    const timer = window.setTimeout(() => setCopied(0), site.timings.copied_notice_ms);
    return () => window.clearTimeout(timer);
  }, [copied, site.timings.copied_notice_ms]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied((count) => count + 1);
    } catch (error) {
      // Spec §8: a refused clipboard is only logged; the address bar still has the link.
      console.warn("Copying the link failed:", error);
    }
  };

  const shared = () => {
    onShared();
    // After the link has done its job (a new tab, the mail client).
    window.setTimeout(() => onClose(false));
  };

  return (
    <div
      ref={panel}
      id={id}
      style={{ left }}
      className="absolute top-full z-30 mt-2 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{t("share.menu")}</p>
      <ul>
        {NETWORKS.map((network) => (
          <li key={network}>
            <a href={links.networks[network]} target="_blank" rel="noopener noreferrer" onClick={shared} className={ITEM}>
              <Share2 aria-hidden="true" className="size-4 shrink-0 text-slate-600 dark:text-slate-400" />
              {t(keyOf("share", network))}
              <span className="sr-only"> {t("link.new_tab")}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={links.email} onClick={shared} className={ITEM}>
            <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-600 dark:text-slate-400" />
            {t("share.email")}
          </a>
        </li>
        <li>
          <button type="button" onClick={() => void copy()} className={ITEM}>
            {copied ? (
              <Check aria-hidden="true" className="size-4 shrink-0 text-green-700 dark:text-green-400" />
            ) : (
              <Link2 aria-hidden="true" className="size-4 shrink-0 text-slate-600 dark:text-slate-400" />
            )}
            <span aria-live="polite">{copied ? t("share.copied") : t("share.copy")}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
