import { useMatches } from "react-router";
import type { Route } from "./+types/lead-pages";
import { SubscribeScreen, ThanksScreen } from "~/features/pages/lead-pages";
import { shellOf } from "~/features/seo/page-meta";
import { translate } from "~/i18n/translate";
import { isLang } from "~/shared/href";

// Pages a form posted without JavaScript leads to: not indexed.
export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  const lang = shell && isLang(shell.lang) ? shell.lang : "fr";
  const thanks = matches.at(-1)?.id === "thanks";
  const title = translate(lang, thanks ? "lead.thanks.title" : "lead.page.title");
  return [{ title: `${title} — ${shell?.site.brand.site_name ?? ""}` }, { name: "robots", content: "noindex" }];
};

export default function Screen() {
  const thanks = useMatches().at(-1)?.id === "thanks";
  return thanks ? <ThanksScreen /> : <SubscribeScreen />;
}
