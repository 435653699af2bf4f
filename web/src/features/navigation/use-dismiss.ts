import type { RefObject } from "react";
import { useInteractionEffect } from "~/shared/use-interaction-effect";

/**
 * While `open`, closes a dropdown when the visitor presses Escape (focus goes back to `trigger`,
 * if focus was inside the dropdown) or presses a pointer outside `container`.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
): void {
  useInteractionEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== "Escape") return;
      const hadFocus = container.current?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent): void => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, close, container, trigger]);
}
