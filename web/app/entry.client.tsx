// The browser entry: fetch the page's UI dictionary, then hydrate (React Router's default entry
// otherwise). Without its strings the page stays the complete prerendered document, unhydrated.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDictionary } from "~/i18n/load";
import { rememberLanding } from "~/shared/campaign";
import { isLang } from "~/shared/href";

const segment = window.location.pathname.split("/")[1];
// The visit's first touch: the landing URL's UTM values, kept before anything navigates.
rememberLanding(window.location.search);

loadDictionary(isLang(segment) ? segment : "fr").then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error(error),
);
