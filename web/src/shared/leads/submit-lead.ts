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

export type LeadOutcome =
  /** Stored now (201), already stored (200), or accepted and dropped (202, the honeypot). */
  | { kind: "stored"; id: string | null; created: boolean }
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
    const id = (await jsonBody<Schemas["LeadPublic"]>(response))?.id;
    return { kind: "stored", id: typeof id === "string" ? id : null, created: status !== 200 };
  }
  if (status === 422) return { kind: "invalid", errors: problems(await jsonBody<Schemas["ValidationProblem"]>(response)) };
  if (status === 429) return { kind: "rate-limited", retryAfter: retryAfter(response) };
  return { kind: "failed", status };
}
