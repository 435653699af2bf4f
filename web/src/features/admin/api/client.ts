// Calls to /api/admin, typed by schema.ts (generated from the server's OpenAPI).
import type { components, paths } from "./schema";

export type Schemas = components["schemas"];
export type Session = Schemas["SessionPublic"];
export type Problem = Schemas["AdminProblem"];

export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.message ?? `HTTP ${status}`);
  }
}

let csrfToken = "";

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== "GET") {
    headers.set("X-CSRF-Token", csrfToken);
    if (init.body) headers.set("Content-Type", "application/json");
  }
  const response = await fetch(`/api/admin${path}`, { ...init, headers, credentials: "same-origin" });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as Problem | null;
    throw new AdminError(response.status, problem);
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json()) as T;
  if (body && typeof body === "object" && "csrf_token" in body) csrfToken = String(body.csrf_token);
  return body;
}

export type LeadList = Schemas["LeadList"];
export type LeadDetail = Schemas["LeadDetail"];
export type Facets = Schemas["LeadFacets"];
export type Dashboard = Schemas["Dashboard"];
export type ClientErrorList = Schemas["ClientErrorList"];
type LeadQuery = NonNullable<paths["/api/admin/leads"]["get"]["parameters"]["query"]>;
/** The table's filter, sort and page, as the URL's search parameters hold them (same names as the API's). */
export const QUERY_KEYS = ["form", "page_path", "lang", "since", "until", "q", "sort", "order", "page"] as const;
export type QueryKey = (typeof QUERY_KEYS)[number] & keyof LeadQuery;

function only(params: URLSearchParams, keys: readonly string[]): string {
  const out = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) out.set(key, value);
  }
  return out.toString();
}

/** The CSV export of the current filter (a link: the browser downloads it with the session cookie). */
export function csvHref(params: URLSearchParams): string {
  return `/api/admin/leads.csv?${only(params, ["form", "page_path", "lang", "since", "until", "q"])}`;
}

export const adminApi = {
  leads: (params: URLSearchParams) => call<LeadList>(`/leads?${only(params, QUERY_KEYS)}`),
  facets: () => call<Facets>("/leads/facets"),
  dashboard: (query: URLSearchParams) => call<Dashboard>(`/dashboard?${query.toString()}`),
  clientErrors: (page: number) => call<ClientErrorList>(`/client-errors?page=${page}`),
  lead: (id: string) => call<LeadDetail>(`/leads/${encodeURIComponent(id)}`),
  erase: (email: string) =>
    call<Schemas["Erased"]>("/erasure", { method: "POST", body: JSON.stringify({ email }) }),
  session: () => call<Session>("/session"),
  login: (email: string, password: string) =>
    call<Session>("/login", { method: "POST", body: JSON.stringify({ email, password }) }),
  logout: () => call<undefined>("/logout", { method: "POST" }),
};
