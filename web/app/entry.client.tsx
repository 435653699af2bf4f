// The browser entry: React Router's default entry (`HydratedRouter` hydrated inside
// `startTransition`, decision 017), with the UI strings the page's prerender used (written in the
// page: ~/i18n/page-messages.ts; the whole dictionary is fetched once hydrated). A page without
// them waits for the whole dictionary; without any strings it stays the complete prerendered
// document, unhydrated. Hydration inside a transition is
// time-sliced by React DOM, and every prerendered <Suspense> boundary (~/shared/hydrate-later.tsx)
// is hydrated later, one at a time, the one a visitor touches first.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "~/i18n/load";
import { providePageMessages } from "~/i18n/page-messages";
import { rememberLanding } from "~/shared/campaign";
import { isLang } from "~/shared/href";

const segment = window.location.pathname.split("/")[1];
// The visit's first touch: the landing URL's UTM values, kept before anything navigates.
rememberLanding(window.location.search);

async function hydrate(): Promise<void> {
  const lang = isLang(segment) ? segment : "fr";
  if (!providePageMessages(lang)) await loadDictionary(lang);
  startTransition(() => {
    // From here React listens, and replays a tap on a region it can hydrate at once; a tap on a
    // region whose code is still to come is replayed by the button (~/shared/early-clicks).
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      {
        // A mismatch makes React render the boundary again, synchronously (the slicing is lost):
        // each is a bug to fix, and the e2e specs fail on any console error.
        onRecoverableError: (error: unknown) => console.error("Recoverable hydration error:", error),
      },
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
