// The crash screen's report to the server (`POST /api/client-errors`): what failed, on which page
// (its path, never the query string), in which build. The server scrubs and bounds it again.
import { CLIENT_ERRORS_PATH } from "~/shared/api/endpoints";
import type { components } from "~/shared/api/schema";

declare const __RELEASE__: string;

export const RELEASE: string = __RELEASE__;

const MESSAGE_CHARS = 2000;
const STACK_CHARS = 8000;

/** What `POST /api/client-errors` accepts (the API's `ClientErrorReport`). */
export type ClientErrorReport = components["schemas"]["ClientErrorReport"];

/** The report of `error` on `page` (a path; anything after « ? » or « # » is left out). */
export function reportOf(error: unknown, page: string): ClientErrorReport {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error ? (error.stack ?? "") : "";
  return {
    message: message.slice(0, MESSAGE_CHARS) || "Unknown error",
    stack: stack.slice(0, STACK_CHARS),
    page: page.split(/[?#]/, 1)[0] || "/",
    release: RELEASE,
  };
}

/** Sends the report; true when the server stored it. Never throws. */
export async function sendReport(report: ClientErrorReport): Promise<boolean> {
  try {
    const response = await fetch(CLIENT_ERRORS_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      keepalive: true,
    });
    return response.ok;
  } catch {
    return false;
  }
}
