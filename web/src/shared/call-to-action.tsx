/** A closing or in-page call to action: a coloured panel with a title, a text and its buttons. */
export function CallToAction({
  title,
  text,
  children,
  id,
  tone = "strong",
  footer,
}: {
  title: string;
  text?: string;
  children: React.ReactNode;
  id: string;
  tone?: "strong" | "soft";
  /** A line under the buttons, e.g. the platform's promises. */
  footer?: React.ReactNode;
}) {
  const strong = tone === "strong";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={
        strong
          ? "mt-12 rounded-2xl bg-blue-900 p-6 text-white sm:p-10 dark:bg-blue-950 dark:ring-1 dark:ring-blue-800"
          : "mt-12 rounded-2xl border border-blue-200 bg-blue-50 p-6 sm:p-8 dark:border-blue-900 dark:bg-blue-950/40"
      }
    >
      <h2
        id={`${id}-title`}
        className={`text-2xl font-bold tracking-tight text-balance ${strong ? "" : "text-slate-900 dark:text-white"}`}
      >
        {title}
      </h2>
      {text ? (
        <p className={`mt-3 max-w-prose ${strong ? "text-blue-50" : "text-slate-700 dark:text-slate-300"}`}>{text}</p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
      {footer}
    </section>
  );
}
