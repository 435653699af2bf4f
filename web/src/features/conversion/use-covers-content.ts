// Whether the floating stack covers something the visitor is reading or filling in (floating-rules
// KEEP_CLEAR), checked at most once a frame as the page scrolls, resizes or changes.
import { useEffect, useState, type RefObject } from "react";
import { covers, KEEP_CLEAR } from "./floating-rules";

export function useCoversContent(stack: RefObject<HTMLElement | null>): boolean {
  const [covering, setCovering] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = stack.current;
      if (!own) return;
      const banners = [...own.children].map((child) => child.getBoundingClientRect());
      const content = [...document.querySelectorAll(KEEP_CLEAR)].filter((element) => !own.contains(element)).map((element) => element.getBoundingClientRect());
      setCovering(covers(banners, content));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [stack]);
  return covering;
}
