/** Splits « Nom : description » (or "Name: description") at its first colon; no colon: no name. */
export function splitSolution(text: string): [string, string] {
  const at = text.search(/\s?:\s/);
  if (at < 0) return ["", text];
  return [text.slice(0, at).trim(), text.slice(text.indexOf(":", at) + 1).trim()];
}

/** The short title of a guide: the part of its title before the first colon. */
export function shortTitle(title: string): string {
  const [name, rest] = splitSolution(title);
  return name || rest;
}
