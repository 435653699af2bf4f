// Folding text for matching: the same rules as src/bibliotheque/text/fold.py.
// Both sides run the vectors of fold-vectors.json in their tests.
const LIGATURES: Record<string, string> = { "œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ß": "ss" };
const QUOTES: Record<string, string> = { "’": "'", "‘": "'", "ʼ": "'", "`": "'", "«": '"', "»": '"', "“": '"', "”": '"' };

export function fold(text: string): string {
  let out = "";
  for (const ch of text) out += LIGATURES[ch] ?? QUOTES[ch] ?? ch;
  return out
    .normalize("NFD")
    .replace(/\p{Mn}/gu, "")
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim();
}
