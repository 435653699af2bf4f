// The article's conversion modal (its triggers, then the modal), out of the page's first load:
// loaded after the page's first hydration, when its triggers arm (~/shared/hydrate-later).
import { loadLater } from "~/shared/hydrate-later";

export const ArticleConversionModalLater = loadLater(() =>
  import("./article-conversion-modal").then((module) => module.ArticleConversionModal),
);
