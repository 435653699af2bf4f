import { describe, expect, it, vi } from "vitest";
import { submitLead, type LeadSubmission } from "./submit-lead";

const lead: LeadSubmission = { email: "claire@entreprise.example", form_kind: "inline-end", page_path: "/fr/article/x", lang: "fr" };

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn<typeof fetch>(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers }));
}

describe("submitLead", () => {
  it("posts the lead as JSON to /api/leads", async () => {
    const fetcher = answer(201, { id: "a1", created: true });
    await submitLead(lead, fetcher);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe("/api/leads");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual(lead);
  });

  it("says stored for a new lead (201), a repeated one (200) and a dropped robot (202)", async () => {
    expect(await submitLead(lead, answer(201, { id: "a1", created: true }))).toEqual({ kind: "stored", id: "a1", created: true, downloads: [] });
    expect(await submitLead(lead, answer(200, { id: "a1", created: false }))).toEqual({ kind: "stored", id: "a1", created: false, downloads: [] });
    expect(await submitLead(lead, answer(202, { status: "accepted" }))).toEqual({ kind: "stored", id: null, created: true, downloads: [] });
  });

  it("gives a gated resource's files from the answer, only those that are the site's downloads", async () => {
    const pdf = { url: "/downloads/fr/guide.pdf", format: "pdf", bytes: 1200, pages: 3 };
    const body = { id: "a1", created: true, downloads: [pdf, { url: "https://elsewhere.example/x.pdf", format: "pdf", bytes: 1, pages: 1 }, { url: "/downloads/x.exe", format: "exe", bytes: 1, pages: null }] };
    expect(await submitLead(lead, answer(201, body))).toEqual({ kind: "stored", id: "a1", created: true, downloads: [pdf] });
  });

  it("gives each invalid field with its code (422), unknown codes as `invalid`", async () => {
    const body = {
      code: "invalid_lead",
      errors: [
        { field: "email", code: "email_invalid", message: "Not a valid e-mail address." },
        { field: "utm_source", code: "something_new", message: "?" },
      ],
    };
    expect(await submitLead(lead, answer(422, body))).toEqual({
      kind: "invalid",
      errors: [
        { field: "email", code: "email_invalid" },
        { field: "utm_source", code: "invalid" },
      ],
    });
    expect(await submitLead(lead, answer(422, "not json at all"))).toEqual({ kind: "invalid", errors: [] });
  });

  it("says rate-limited with the wait from Retry-After (429)", async () => {
    const outcome = await submitLead(lead, answer(429, { code: "rate_limited", message: "x", retry_after: 30 }, { "Retry-After": "30" }));
    expect(outcome).toEqual({ kind: "rate-limited", retryAfter: 30 });
    expect(await submitLead(lead, answer(429, undefined))).toEqual({ kind: "rate-limited", retryAfter: null });
  });

  it("says failed on 5xx, 413 and a network error, never throwing", async () => {
    expect(await submitLead(lead, answer(503, { code: "unavailable" }, { "Retry-After": "5" }))).toEqual({ kind: "failed", status: 503 });
    expect(await submitLead(lead, answer(500, undefined))).toEqual({ kind: "failed", status: 500 });
    expect(await submitLead(lead, answer(413, { code: "body_too_large" }))).toEqual({ kind: "failed", status: 413 });
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitLead(lead, offline)).toEqual({ kind: "failed", status: null });
  });
});
