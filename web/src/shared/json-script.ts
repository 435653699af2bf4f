// A JSON data block written into a prerendered page (the page's strings, its JSON-LD).

/** `<script {attributes}>` holding `value` as JSON, `<` escaped so no string can close the element. */
export function jsonScript(attributes: string, value: unknown): string {
  return `<script ${attributes}>${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;
}
