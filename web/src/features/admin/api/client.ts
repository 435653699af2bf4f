// Calls to /api/admin, typed by schema.ts (generated from the server's OpenAPI).
import type { components } from "./schema";

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

export const adminApi = {

  session: () => call<Session>("/session"),
  login: (email: string, password: string) =>
    call<Session>("/login", { method: "POST", body: JSON.stringify({ email, password }) }),
  logout: () => call<undefined>("/logout", { method: "POST" }),
};
