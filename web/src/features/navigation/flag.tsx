import { useId } from "react";
import type { Lang } from "~/shared/href";

/** A language's flag, drawn inline (no image request); decorative: the language name says it. */
export function Flag({ lang, className = "h-3.5 w-5" }: { lang: Lang; className?: string }) {
  const id = useId();
  if (lang === "fr") {
    return (
      <svg
        viewBox="0 0 3 2"
        className={`${className} shrink-0 rounded-[2px] ring-1 ring-slate-300`}
        aria-hidden="true"
        focusable="false"
      >
        <rect width="1" height="2" fill="#002654" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce1126" />
      </svg>
    );
  }
  // Union Jack (en-GB), cropped at the sides to the 3:2 box of the French flag.
  return (
    <svg
      viewBox="0 0 60 30"
      preserveAspectRatio="xMidYMid slice"
      className={`${className} shrink-0 rounded-[2px] ring-1 ring-slate-300`}
      aria-hidden="true"
      focusable="false"
    >
      <clipPath id={`${id}-t`}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${id}-t)`} stroke="#c8102e" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}
