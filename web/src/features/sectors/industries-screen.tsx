import { Link } from "react-router";
import type { IndustriesPage } from "~/generated/types";
import { useLang } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PageHeader } from "~/shared/prose";

export function IndustriesScreen({ page }: { page: IndustriesPage }) {
  const lang = useLang();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.head.title} lead={page.head.description} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {page.sectors.map((s) => (
          <li key={s.slug} className="rounded-lg border border-slate-200 p-4">
            <h2 className="font-semibold">
              <Link to={href(lang, "industry", s.slug)} className="hover:underline">
                {s.name}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">{s.description}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
