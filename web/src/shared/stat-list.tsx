/** Key figures as a description list, each value shown above its label (home hero, guides). */
export function StatList({ stats, tile, className = "" }: { stats: { value: string; label: string }[]; tile: string; className?: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-4 lg:grid-cols-4 ${className}`}>
      {stats.map((s) => (
        <div key={s.label} className={`flex flex-col rounded-xl p-4 ${tile}`}>
          <dt className="text-sm text-slate-700 dark:text-slate-300">{s.label}</dt>
          <dd className="order-first text-2xl font-bold text-blue-800 sm:text-3xl dark:text-blue-300">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
