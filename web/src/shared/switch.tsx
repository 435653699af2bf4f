// An on/off switch (a button with role="switch"), named by visible text elsewhere on the page.
import { useRef } from "react";
import { EARLY_CLICK, useEarlyClick } from "./early-clicks";

export function Switch({
  checked,
  disabled = false,
  labelledBy,
  describedBy,
  earlyClick = false,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  labelledBy: string;
  describedBy?: string;
  /** A tap before hydration is replayed once hydrated: it turns the switch to the other side of what it showed. */
  earlyClick?: boolean;
  onChange: (value: boolean) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // `checked` here is the hydration render's value, the one the visitor saw when tapping.
  useEarlyClick(button, () => onChange(!checked));
  return (
    <button
      ref={button}
      {...(earlyClick ? { [EARLY_CLICK]: "" } : {})}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed dark:focus-visible:outline-blue-400 ${
        checked ? "bg-blue-700 dark:bg-blue-500" : "bg-slate-500 dark:bg-slate-600"
      } ${disabled ? "opacity-70" : ""}`}
    >
      <span
        aria-hidden="true"
        className={`inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${checked ? "translate-x-6" : "translate-x-1"}`}
      />
    </button>
  );
}
