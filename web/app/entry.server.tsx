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
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

/** React DOM's `progressiveChunkSize`: no boundary is ever large enough to be outlined. */
export const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> | Response {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise((resolve, reject) => {
    let allReady = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
      onAllReady() {
        allReady = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
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
