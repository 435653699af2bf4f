// Whether clicked text mentions one of the modal's keywords. Loaded on the first click in an
// article (with the shared text folding), not with the page.
import { fold } from "~/shared/fold";

/** Whether `text` holds one of the keywords at the start of a word, ignoring case and accents. */
export function mentionsKeyword(text: string, keywords: readonly string[]): boolean {
  const folded = ` ${fold(text)}`;
  return keywords.some((keyword) => {
    const word = fold(keyword);
    if (!word) return false;
    let at = folded.indexOf(word);
    while (at !== -1) {
      if (!/[\p{L}\p{N}]/u.test(folded[at - 1] ?? " ")) return true;
      at = folded.indexOf(word, at + 1);
    }
    return false;
  });
}
