import { act, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { conversionShell, overlayTexts, renderWithConversion } from "~/test/render-with-conversion";
import VideoBanner from "./video-banner";

afterEach(() => vi.unstubAllGlobals());

/** The banner, shown or not by a button: a closed banner is unmounted, as in the conversion layer. */
function Toggle() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        bascule
      </button>
      {shown ? <VideoBanner category="management-pilotage" onClose={() => {}} /> : null}
    </>
  );
}

describe("the dialogs' texts (issue 32: out of the pages' data)", () => {
  it("are fetched once from the shell's address, draw nothing when that fails, and are fetched again at the next opening", async () => {
    const shell = { ...conversionShell(), conversion_overlays: "/conversion/fr.json" };
    const answers = [
      new Response("unavailable", { status: 503 }),
      new Response(JSON.stringify(overlayTexts), { status: 200, headers: { "content-type": "application/json" } }),
    ];
    const fetcher = vi.fn<typeof fetch>(async () => answers.shift() ?? new Response(null, { status: 500 }));
    vi.stubGlobal("fetch", fetcher);
    vi.spyOn(console, "error").mockImplementation(() => {});
    await act(async () => renderWithConversion(<Toggle />, { shell }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(fetcher.mock.calls[0]![0]).toBe("/conversion/fr.json");
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(expect.objectContaining({ message: "/conversion/fr.json: HTTP 503" }));

    // Closed, then offered again: a new fetch, and the category's video this time.
    await act(async () => screen.getByRole("button", { name: "bascule" }).click());
    await act(async () => screen.getByRole("button", { name: "bascule" }).click());
    expect(await screen.findByRole("complementary", { name: "Vidéo pilotage" })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);

    // Kept for the visit: drawn again without a request.
    await act(async () => screen.getByRole("button", { name: "bascule" }).click());
    await act(async () => screen.getByRole("button", { name: "bascule" }).click());
    expect(await screen.findByRole("complementary", { name: "Vidéo pilotage" })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
