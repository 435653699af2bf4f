import { Link } from "react-router";
import type { ToolPage } from "~/generated/types";
import { plural } from "~/i18n/translate";
import { useLang, useT } from "~/i18n/use-lang";
import { href } from "~/shared/href";
import { PageHeader } from "~/shared/prose";

export function ToolScreen({ page }: { page: ToolPage }) {
  const lang = useLang();
  const t = useT();
  const { tool } = page;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title={tool.title} lead={tool.description}>
        <Link to={href(lang, "resources")} className="text-sm text-blue-800 hover:underline">
          {t("tool.back")}
        </Link>
        <p className="mt-2 text-sm text-slate-600">
          {plural(lang, "tool.questions", tool.questions.length)} · {tool.estimated_time}
        </p>
      </PageHeader>
      <ol className="mt-8 list-decimal space-y-3 pl-5">
        {tool.questions.map((q) => (
          <li key={q.id}>{q.question}</li>
        ))}
      </ol>
    </main>
  );
}
