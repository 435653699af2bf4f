// The prerender's entry: React Router's default Node entry (@react-router/dev's
// entry.server.node.tsx), with two documented options of React DOM's renderToPipeableStream set for
// a static site (decision 017):
// - `onAllReady`: the whole document is written before the response starts, as React's docs advise
//   "for crawlers and static generation" (nothing here suspends on the server anyway);
// - `progressiveChunkSize` unbounded: React writes a completed <Suspense> boundary larger than this
//   many bytes (12,800 by default) *outlined*, after the shell, in a hidden `<div id="S:…">` that an
//   inline script moves into place. The page's regions (~/shared/hydrate-later.tsx) are such
//   boundaries: outlined, a reader without JavaScript saw only the skip link, and the text came in
//   a different order. With no chunk limit every boundary is written in place, in document order.
//   tests/pipeline (the built pages) and e2e/no-js.spec.ts fail if a page holds an outlined one.
// The strings the render used are written before `</body>` (~/i18n/page-messages.ts): what the
// page's hydration reads instead of the whole UI dictionary. The page's structured data (JSON-LD,
// written by the Python build apart from its data) is written before `</head>`: it is for crawlers,
// and hydration would read it for nothing (issue 32, weight); React 19 leaves a tag in <head> it
// did not render in place ("unexpected tags in the <head> and <body> will be skipped over", React
// 19's release notes; e2e/site-pages.spec.ts fails on any hydration error). An article's
// recommendations, not page data either (src/bibliotheque/pipeline/related.py), are given to its
// last region by a context around the router: the browser's tree has no such provider, and a
// provider draws no element, so hydration matches (the region fetches them instead).
import { AsyncLocalStorage } from "node:async_hooks";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { loadJsonLd, loadRelated } from "./data/page-data.server";
import type { ArticleRelated } from "~/generated/types";
import { PrerenderedRelated } from "~/features/articles/related-data";
import { pageMessagesScript } from "~/i18n/page-messages";
import { jsonScript } from "~/shared/json-script";
import { observeMessages } from "~/i18n/translate";

export const streamTimeout = 5_000;

/** React DOM's `progressiveChunkSize`: no boundary is ever large enough to be outlined. */
export const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY;

// Each render's strings, apart: pages are prerendered several at a time in one process.
const pageMessages = new AsyncLocalStorage<Map<string, string>>();
observeMessages((key, text) => pageMessages.getStore()?.set(key, text));

/** The document with `head` written just before its `</head>`, `body` just before its `</body>`. */
function withEnds(head: string, body: string): Transform {
  const parts: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      parts.push(chunk);
      callback();
    },
    flush(callback) {
      let html = Buffer.concat(parts).toString("utf8");
      const headEnd = html.indexOf("</head>");
      if (headEnd >= 0) html = html.slice(0, headEnd) + head + html.slice(headEnd);
      const bodyEnd = html.lastIndexOf("</body>");
      callback(null, bodyEnd < 0 ? html : html.slice(0, bodyEnd) + body + html.slice(bodyEnd));
    },
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> | Response {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const messages = new Map<string, string>();
  return Promise.all([loadJsonLd(request), loadRelated(request)]).then(([jsonLd, related]) =>
    pageMessages.run(messages, () => render(request, responseStatusCode, responseHeaders, routerContext, messages, jsonLd, related)),
  );
}

function render(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  messages: ReadonlyMap<string, string>,
  jsonLd: unknown,
  related: ArticleRelated | null,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let allReady = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const page = (
      <PrerenderedRelated value={related}>
        <ServerRouter context={routerContext} url={request.url} />
      </PrerenderedRelated>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
      onAllReady() {
        allReady = true;
        const head = jsonLd === null ? "" : jsonScript(`type="application/ld+json"`, jsonLd);
        const body = withEnds(head, pageMessagesScript(messages));
        body.on("finish", () => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell reject and are logged by React Router's handleDocumentRequest.
        if (allReady) console.error(error);
      },
    });
  });
}
