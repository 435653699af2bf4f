// The browser entry: fetch the page's UI dictionary, then
// hydrate (React Router's default entry otherwise). Without its strings the page stays the
// complete prerendered document, unhydrated.
// In a built site `react` and `react-dom` are Preact in the browser (web/vite.config.ts, decision
// 011); under `react-router dev` they stay React, which needs none of the Preact-only steps.
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installPreactHydration } from "./preact-hydration";
import { loadDictionary } from "~/i18n/load";
import { rememberLanding } from "~/shared/campaign";
import { hydrateInTurns } from "~/shared/hydrate-later";
import { isLang } from "~/shared/href";

const segment = window.location.pathname.split("/")[1];
// The visit's first touch: the landing URL's UTM values, kept before anything navigates.
rememberLanding(window.location.search);

/**
 * React Router decodes the page's hydration data on its first render and suspends until it has.
 * React DOM waits at the root; Preact cannot (and a <Suspense> above <html> does not resume
 * hydration in place). A first render of the router into a detached element starts the decoding
 * (Preact renders synchronously, so the suspension is thrown here); the document is hydrated once
 * the data is decoded.
 */
async function routerDataDecoded(): Promise<void> {
  if (import.meta.env.DEV) return;
  const probe = createRoot(document.createElement("div"));
  try {
    probe.render(<HydratedRouter />);
  } catch (thrown: unknown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
    return;
  }
  probe.unmount();
}

if (!import.meta.env.DEV) installPreactHydration();
const lang = isLang(segment) ? segment : "fr";
Promise.all([loadDictionary(lang), routerDataDecoded()]).then(
  () =>
    startTransition(() => {
      hydrateInTurns(() =>
        hydrateRoot(
          document,
          <StrictMode>
            <HydratedRouter />
          </StrictMode>,
        ),
      );
    }),
  (error: unknown) => console.error(error),
);
