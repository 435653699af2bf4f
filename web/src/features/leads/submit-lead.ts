// Sends a form's e-mail address to `POST /api/leads` and says what became of it (DESIGN §6).
// The server's English messages are never shown: forms translate the stable `code`s.

export type FormKind = "inline-middle" | "inline-end" | "modal" | "ai-modal" | "tool" | "share" | "resource";

/** Everything a lead says besides the address (the API's `LeadCreate`). */
export interface LeadContext {
  form_kind: FormKind;
  /** What opened a modal: time, scroll, exit, keyword… */
  trigger?: string;
  /** Path of the page the form is on, e.g. /fr/article/x. */
  page_path: string;
  lang: "fr" | "en";
  article_slug?: string;
  category_slug?: string;
  sector_slug?: string;
  guide_slug?: string;
  tool_slug?: string;
  tool_answers?: Record<string, number | string>;
  tool_score?: number;
  /** The resource whose file the e-mail gate delivers. */
  resource_slug?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}

export interface LeadSubmission extends LeadContext {
  email: string;
  /** The anti-spam field, hidden from people: a robot that fills it is dropped by the server. */
  website?: string;
}

/** Stable codes of the API's field problems (`FieldErrorCode`). */
export type FieldErrorCode =
  | "required"
  | "email_invalid"
  | "control_characters"
  | "too_long"
  | "too_short"
  | "invalid_format"
  | "invalid_choice"
  | "out_of_range"
  | "invalid_type"
  | "unknown_field"
  | "invalid_json"
  | "invalid";

export interface FieldProblem {
  /** Dotted path of the field in the body (`email`, `utm_source`…); null for the whole body. */
  field: string | null;
  code: FieldErrorCode;
}

export type LeadOutcome =
  /** Stored now (201), already stored (200), or accepted and dropped (202, the honeypot). */
  | { kind: "stored"; id: string | null; created: boolean }
  /** 422: every invalid field with its code. */
  | { kind: "invalid"; errors: FieldProblem[] }
  /** 429: seconds to wait, when the server said. */
  | { kind: "rate-limited"; retryAfter: number | null }
  /** No answer (network), a refusal the visitor can only retry (5xx, 413), or an odd answer. */
  | { kind: "failed"; status: number | null };

export const LEADS_ENDPOINT = "/api/leads";

const FIELD_CODES: ReadonlySet<string> = new Set<FieldErrorCode>([
  "required",
  "email_invalid",
  "control_characters",
  "too_long",
  "too_short",
  "invalid_format",
  "invalid_choice",
  "out_of_range",
  "invalid_type",
  "unknown_field",
  "invalid_json",
  "invalid",
]);

async function jsonBody(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function problems(body: unknown): FieldProblem[] {
  const errors = body && typeof body === "object" ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((error: unknown) => {
    if (!error || typeof error !== "object") return [];
    const { field, code } = error as { field?: unknown; code?: unknown };
    return [
      {
        field: typeof field === "string" ? field : null,
        code: typeof code === "string" && FIELD_CODES.has(code) ? (code as FieldErrorCode) : "invalid",
      },
    ];
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
    response = await fetcher(LEADS_ENDPOINT, {
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
    const body = await jsonBody(response);
    const id = body && typeof body === "object" && typeof (body as { id?: unknown }).id === "string" ? (body as { id: string }).id : null;
    return { kind: "stored", id, created: status !== 200 };
  }
  if (status === 422) return { kind: "invalid", errors: problems(await jsonBody(response)) };
  if (status === 429) return { kind: "rate-limited", retryAfter: retryAfter(response) };
  return { kind: "failed", status };
}
