// The API's addresses that public pages call, each checked against the generated schema's paths
// (./schema.ts), so that a path renamed on the server fails tsc here.
import type { paths } from "./schema";

/** `POST`: a lead, from a script (JSON) or from a form posted without JavaScript (answered by a 303 to a confirmation page). */
export const LEADS_PATH = "/api/leads" satisfies keyof paths;

/** `POST`: the crash screen's report. */
export const CLIENT_ERRORS_PATH = "/api/client-errors" satisfies keyof paths;

/** `POST`: one audience event (a beacon). */
export const EVENTS_PATH = "/api/events" satisfies keyof paths;
