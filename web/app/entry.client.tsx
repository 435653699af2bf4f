// The browser entry: fetch the page's UI dictionary, then
// hydrate (React Router's default entry otherwise). Without its strings the page stays the
// complete prerendered document, unhydrated. The steps before hydration each take a task of their
// own (issue 20: at a phone's speed, every millisecond of a task past 50 is blocking time).
// In a built site `react` and `react-dom` are Preact in the browser (web/vite.config.ts, decision
// 011); under `react-router dev` they stay React, which needs none of the Preact-only steps.
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { findReactIds, installPreactHydration } from "./preact-hydration";
import { RouterProbe } from "./router-probe";
import { loadDictionary } from "~/i18n/load";
import { rememberLanding } from "~/shared/campaign";
import { hydrateInTurns, nextTask } from "~/shared/hydrate-later";
import { isLang } from "~/shared/href";

const segment = window.location.pathname.split("/")[1];
// The visit's first touch: the landing URL's UTM values, kept before anything navigates.
rememberLanding(window.location.search);

/**
 * React Router decodes the page's hydration data on its first render and suspends until it has.
 * React DOM waits at the root; Preact cannot (and a <Suspense> above <html> does not resume
 * hydration in place). A first render of the router into a detached element starts the decoding
 * (Preact renders synchronously, so the suspension is thrown here); once the data is decoded, a
 * second render in the next task creates the router (the root layout renders nothing in the
 * probe), which hydration then finds made.
 */
async function prepareRouter(): Promise<void> {
  if (import.meta.env.DEV) return;
  const probe = createRoot(document.createElement("div"));
  const router = (
    <RouterProbe.Provider value={true}>
      <HydratedRouter />
    </RouterProbe.Provider>
  );
  try {
    probe.render(router);
  } catch (thrown: unknown) {
    if (!(thrown instanceof Promise)) throw thrown;
    await thrown;
    await nextTask();
    probe.render(router);
  }
  probe.unmount();
}

if (!import.meta.env.DEV) installPreactHydration();

async function hydrate(): Promise<void> {
  // The modules' evaluation ends this task; the router's data is decoded in the next one.
  await Promise.all([loadDictionary(isLang(segment) ? segment : "fr"), nextTask().then(prepareRouter)]);
  if (!import.meta.env.DEV) {
    await nextTask();
    findReactIds();
  }
  await nextTask();
  startTransition(() => {
    hydrateInTurns(() =>
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      ),
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
