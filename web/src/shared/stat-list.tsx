/** Key figures as a description list, each value shown above its label (home hero, guides); `note`
 * says whose figures they are (shared/claims.tsx) under the list. */
export function StatList({ stats, tile, className = "", note }: { stats: { value: string; label: string }[]; tile: string; className?: string; note?: string }) {
  const list = (
    <dl className={`grid grid-cols-2 gap-4 lg:grid-cols-4 ${note === undefined ? className : ""}`}>
      {stats.map((s) => (
        <div key={s.label} className={`flex flex-col rounded-xl p-4 ${tile}`}>
          <dt className="text-sm text-slate-700 dark:text-slate-300">{s.label}</dt>
          <dd className="order-first text-2xl font-bold text-blue-800 sm:text-3xl dark:text-blue-300">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (note === undefined) return list;
  return (
    <figure data-claims="" className={className}>
      {list}
      {note ? <figcaption className="mt-2 text-xs text-slate-600 dark:text-slate-400">{note}</figcaption> : null}
    </figure>
  );
}
