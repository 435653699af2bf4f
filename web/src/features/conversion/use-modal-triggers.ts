// The four triggers of the conversion modal (spec §4, §9): time on the page, scrolling past a
// share of it, the pointer leaving by the top edge (fine pointers only: no such gesture on touch
// screens), a click on text containing a keyword. Each fires once per page and they are re-armed
// when the page changes; the modal opens only outside its cooldown and never over another dialog.
// This file is in every article's first load: it stays tiny; the modal itself is loaded on demand.
import { useEffect, useRef } from "react";
import type { Timings } from "~/generated/types";
import { inCooldown, rememberModalOpened } from "./modal-cooldown";

export type ModalTrigger = "time" | "scroll" | "exit" | "keyword";

/** Whether a dialog (menu, panel, another modal) is open: the conversion modal waits its turn. */
export function dialogOpen(): boolean {
  return document.querySelector("dialog[open], [role='dialog'][aria-modal='true'], [role='alertdialog']") !== null;
}

/** Whether the primary pointer can hover and leave the window (a mouse, not a finger). */
export function finePointer(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(hover: hover) and (pointer: fine)").matches;
}

/** Text blocks a click can land on; links, buttons and fields keep their own meaning. */
const TEXT_BLOCK = "p, li, h1, h2, h3, h4, blockquote, figcaption, td, dd, dt";
const INTERACTIVE = "a, button, input, select, textarea, label, summary, [role='button'], [contenteditable='true']";

/** How far down the page the visitor has scrolled, 0–1 (0 when the page does not scroll). */
export function scrollProgress(): number {
  const room = document.documentElement.scrollHeight - window.innerHeight;
  return room > 0 ? window.scrollY / room : 0;
}

export function useModalTriggers({
  pageKey,
  enabled,
  timings,
  keywords,
  onOpen,
}: {
  /** The page (its path): the triggers are re-armed when it changes. */
  pageKey: string;
  enabled: boolean;
  timings: Pick<Timings, "modal_time_trigger_ms" | "modal_scroll_ratio" | "modal_cooldown_ms">;
  keywords: readonly string[];
  /** Opens the modal (called at most once per page, outside the cooldown, with no dialog open). */
  onOpen: (trigger: ModalTrigger) => void;
}): void {
  const latest = useRef({ onOpen, keywords, timings });
  useEffect(() => {
    latest.current = { onOpen, keywords, timings };
  });

  useEffect(() => {
    if (!enabled) return;
    const { modal_time_trigger_ms: delay, modal_scroll_ratio: ratio } = latest.current.timings;
    const fired = new Set<ModalTrigger>();
    let armed = true;
    const cleanups: (() => void)[] = [];

    const fire = (trigger: ModalTrigger) => {
      if (!armed || fired.has(trigger)) return;
      fired.add(trigger);
      const { timings: current, onOpen: open } = latest.current;
      if (inCooldown(current.modal_cooldown_ms) || dialogOpen()) return;
      // From now on the cooldown holds the other triggers back.
      rememberModalOpened();
      open(trigger);
    };

    const timer = window.setTimeout(() => fire("time"), delay);
    cleanups.push(() => window.clearTimeout(timer));

    const onScroll = () => {
      if (scrollProgress() >= ratio) fire("scroll");
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    cleanups.push(() => window.removeEventListener("scroll", onScroll));
    // A visitor who scrolled past the mark before the triggers were armed (a page still hydrating
    // on a slow phone) has scrolled past it: no later scroll event is needed to count it.
    onScroll();

    if (finePointer()) {
      const onLeave = (event: MouseEvent) => {
        if (event.relatedTarget === null && event.clientY <= 0) fire("exit");
      };
      document.addEventListener("mouseout", onLeave);
      cleanups.push(() => document.removeEventListener("mouseout", onLeave));
    }

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest("main") || target.closest(INTERACTIVE) || target.closest("dialog")) return;
      const text = target.closest(TEXT_BLOCK)?.textContent;
      if (!text || fired.has("keyword")) return;
      void import("./keyword-match").then(({ mentionsKeyword }) => {
        if (mentionsKeyword(text, latest.current.keywords)) fire("keyword");
      });
    };
    document.addEventListener("click", onClick);
    cleanups.push(() => document.removeEventListener("click", onClick));

    return () => {
      armed = false;
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [pageKey, enabled]);
}
