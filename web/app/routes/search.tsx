import type { Route } from "./+types/search";
import { shellOf } from "~/features/seo/page-meta";
import { SearchScreen } from "~/features/search/search-page";
import { translate } from "~/i18n/translate";
import { isLang } from "~/shared/href";

// Results pages are not indexed (the server also sends `X-Robots-Tag: noindex`).
export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = shellOf(matches);
  const lang = shell && isLang(shell.lang) ? shell.lang : "fr";
  return [{ title: `${translate(lang, "search.page_title")} — ${shell?.site.brand.site_name ?? ""}` }, { name: "robots", content: "noindex" }];
};

export default function Screen() {
  return <SearchScreen />;
}
