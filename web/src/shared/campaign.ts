// First-touch campaign attribution for the visit (issue 23, point 4). The UTM values of the URL
// the visit landed on are kept for the visit (session storage, or this page's memory when
// functional storage is refused: `campaign` in safe-storage) and sent with any lead of that
// visit, on whatever page it is left. A later URL with other UTM values does not replace them:
// the first touch is what brought the visitor; a new tab (a new visit) starts again.
import { parseObject, readStored, writeStored } from "./safe-storage";

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

const UTM_MAX = 200;
// What the API refuses in a text (control characters, bidi overrides): such a value is left out
// rather than making the visitor's submission fail on a field they never saw.
// eslint-disable-next-line no-control-regex
const REFUSED = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A UTM value the API would accept, cut to its length limit; undefined otherwise. */
function accepted(raw: unknown): string | undefined {
  const value = typeof raw === "string" ? raw.trim() : "";
  if (!value || REFUSED.test(value) || /[\ud800-\udfff]/.test(value.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ""))) return undefined;
  // The API counts characters (code points), as the spread does.
  return [...value].slice(0, UTM_MAX).join("");
}

function pick(get: (key: UtmKey) => unknown): Utm {
  const out: Utm = {};
  for (const key of UTM_KEYS) {
    const value = accepted(get(key));
    if (value) out[key] = value;
  }
  return out;
}

/** The UTM values of a query string, kept only when the API would accept them. */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  return pick((key) => params.get(key));
}

/** The visit's first-touch values, as kept (checked again: storage may hold anything). */
function kept(): Utm {
  const stored = readStored("campaign", parseObject, {});
  return pick((key) => stored[key]);
}

/** Called once per document: keeps the landing URL's UTM values unless the visit has some. */
export function rememberLanding(search: string): void {
  if (Object.keys(kept()).length > 0) return;
  const utm = utmFromSearch(search);
  if (Object.keys(utm).length > 0) writeStored("campaign", JSON.stringify(utm));
}

/** The UTM values a lead of this visit carries: the first touch, else the current URL's. */
export function visitCampaign(search: string): Utm {
  const first = kept();
  return Object.keys(first).length > 0 ? first : utmFromSearch(search);
}
