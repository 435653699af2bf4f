import { HydrateLater } from "./hydrate-later";


/** A text of paragraphs, one a line: the content writes them apart with a blank line in a folded
 * YAML text (`>-`), which is one line break in the value (two in a literal text: both split). */
export function Prose({ text, className = "" }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n/).map((p) => p.trim()).filter(Boolean);
  return (
    <div className={`prose-text max-w-prose leading-relaxed text-slate-800 dark:text-slate-200 ${className}`}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/** A titled region of a page (named by its heading for assistive technology). */
export function Section({
  title,
  children,
  id,
  lead,
  className = "mt-12",
  filters,
}: {
  title: string;
  children: React.ReactNode;
  id: string;
  lead?: string;
  className?: string;
  /** The values of a filter that show this section (see filter-links.tsx). */
  filters?: readonly string[];
}) {
  const headingId = `${id}-title`;
  return (
    <HydrateLater>
      <section
        id={id}
        aria-labelledby={headingId}
        className={`scroll-mt-24 ${className}`}
        data-filter-values={filters ? filters.join(" ") : undefined}
      >
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
          {title}
        </h2>
        {lead ? <p className="mt-2 max-w-prose text-slate-700 dark:text-slate-300">{lead}</p> : null}
        <div className="mt-4">{children}</div>
      </section>
    </HydrateLater>
  );
}

/** The top of a screen: what comes before the title (back link, badges), the <h1>, a lead, then extras. */
export function PageHeader({
  title,
  lead,
  children,
  after,
}: {
  title: string;
  lead?: string;
  children?: React.ReactNode;
  after?: React.ReactNode;
}) {
  return (
    <HydrateLater>
      <header className="border-b border-slate-200 pb-8 dark:border-slate-800">
        {children}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-prose text-lg text-slate-700 dark:text-slate-300">{lead}</p> : null}
        {after}
      </header>
    </HydrateLater>
  );
}

/** A bulleted or numbered list of plain texts, readable width. */
export function TextList({ items, numbered = false }: { items: string[]; numbered?: boolean }) {
  const List = numbered ? "ol" : "ul";
  return (
    <List
      className={`max-w-prose space-y-2 pl-5 text-slate-800 marker:text-slate-500 dark:text-slate-200 ${numbered ? "list-decimal" : "list-disc"}`}
    >
      {items.map((item, i) => (
        <li key={i} className="pl-1">
          {item}
        </li>
      ))}
    </List>
  );
}

/** A numbered list with large step numbers (challenges, pain points, case studies). */
export function NumberedCards({ items }: { items: string[] }) {
  return (
    <ol className="grid gap-3">
      {items.map((item, i) => (
        <li key={i} className="flex gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white dark:bg-blue-600"
          >
            {i + 1}
          </span>
          <span className="max-w-prose text-slate-800 dark:text-slate-200">{item}</span>
        </li>
      ))}
    </ol>
  );
}
