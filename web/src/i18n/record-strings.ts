// Whether the strings a component draws go into the page's own strings (./page-messages.ts). A
// region loaded after the first hydration (~/shared/hydrate-later.tsx `loadLater`) waits for the
// whole dictionary before it hydrates, so what only it draws need not travel in the page (issue
// 32, weight: the footer, sidebar, language picker, share menu, inline form and recommendations).
import { createContext } from "react";

/** False inside a region loaded later; `useT` and `usePlural` record only where it is true. */
export const RecordStrings = createContext(true);
