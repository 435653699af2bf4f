// Sends a form's e-mail address to `POST /api/leads` and says what became of it (DESIGN §6).
// The body and the answers are the API's own types (~/shared/api/schema.ts, generated from the
// server's OpenAPI). The server's English messages are never shown: forms translate the stable `code`s.
import { LEADS_PATH } from "~/shared/api/endpoints";
import { fieldErrorCodeValues, type components, type paths } from "~/shared/api/schema";

type Schemas = components["schemas"];

/** What `POST /api/leads` accepts (`LeadCreate`). */
export type LeadSubmission = paths["/api/leads"]["post"]["requestBody"]["content"]["application/json"];

/** Everything a lead says besides the address and the anti-spam field. */
export type LeadContext = Omit<LeadSubmission, "email" | "website">;

/** Stable codes of the API's field problems (its `FieldErrorCode` enum). */
export type FieldErrorCode = Schemas["FieldErrorCode"];

/** One invalid field: where (`null`: the whole body) and why; the message stays the server's. */
export type FieldProblem = Pick<Schemas["FieldProblem"], "field" | "code">;

/** A file the answer gives: a resource's, once its e-mail step is done (`LeadPublic.downloads`). */
export type LeadDownload = Schemas["FileDownload"];

export type LeadOutcome =
  /** Stored now (201), already stored (200), or accepted and dropped (202, the honeypot); `downloads`:
   * the files of a resource given against an e-mail (empty for any other lead). */
  | { kind: "stored"; id: string | null; created: boolean; downloads: LeadDownload[] }
  /** 422: every invalid field with its code. */
  | { kind: "invalid"; errors: FieldProblem[] }
  /** 429: seconds to wait, when the server said. */
  | { kind: "rate-limited"; retryAfter: number | null }
  /** No answer (network), a refusal the visitor can only retry (5xx, 413), or an odd answer. */
  | { kind: "failed"; status: number | null };

const FIELD_CODES: ReadonlySet<string> = new Set<FieldErrorCode>(fieldErrorCodeValues);

function isFieldErrorCode(code: unknown): code is FieldErrorCode {
  return typeof code === "string" && FIELD_CODES.has(code);
}

/** An answer as received: an object with the schema's field names, each value still to check. */
type Unchecked<T> = Partial<Record<keyof T, unknown>>;

async function jsonBody<T>(response: Response): Promise<Unchecked<T> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? (body as Unchecked<T>) : null;
  } catch {
    return null;
  }
}

function problems(body: Unchecked<Schemas["ValidationProblem"]> | null): FieldProblem[] {
  const errors = body?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: unknown) => {
    if (!error || typeof error !== "object") return [];
    const { field, code } = error as Unchecked<FieldProblem>;
    return [{ field: typeof field === "string" ? field : null, code: isFieldErrorCode(code) ? code : "invalid" }];
  });
}

const FORMATS: ReadonlySet<string> = new Set<LeadDownload["format"]>(["pdf", "xlsx", "csv"]);

/** The answer's files, each checked: a site path under /downloads/, a known format, figures. */
function downloads(body: Unchecked<Schemas["LeadPublic"]> | null): LeadDownload[] {
  const files = body?.downloads;
  if (!Array.isArray(files)) return [];
  return files.flatMap((file: unknown) => {
    if (!file || typeof file !== "object") return [];
    const { url, format, bytes, pages } = file as Unchecked<LeadDownload>;
    if (typeof url !== "string" || !url.startsWith("/downloads/") || typeof format !== "string" || !FORMATS.has(format)) return [];
    if (typeof bytes !== "number" || !(pages === null || typeof pages === "number")) return [];
    return [{ url, format: format as LeadDownload["format"], bytes, pages }];
  });
}

function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get("Retry-After"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** Posts one lead; never throws (a network failure is an outcome). */
export async function submitLead(lead: LeadSubmission, fetcher: typeof fetch = fetch): Promise<LeadOutcome> {
  let response: Response;
  try {
    response = await fetcher(LEADS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(lead),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "failed", status: null };
  }
  const { status } = response;
  if (status === 200 || status === 201 || status === 202) {
    // 201 and 200 answer `LeadPublic`; 202 (`LeadIgnored`) has no id.
    const body = await jsonBody<Schemas["LeadPublic"]>(response);
    const id = body?.id;
    return { kind: "stored", id: typeof id === "string" ? id : null, created: status !== 200, downloads: downloads(body) };
  }
  if (status === 422) return { kind: "invalid", errors: problems(await jsonBody<Schemas["ValidationProblem"]>(response)) };
  if (status === 429) return { kind: "rate-limited", retryAfter: retryAfter(response) };
  return { kind: "failed", status };
}
