import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentIconId } from "./content-icon-id";

// The sprite the build emits (vitest.config.ts writes it before the tests start).
const SPRITE = readFileSync(join(import.meta.dirname, "..", "generated", "content-icons.svg"), "utf8");

/** The module afresh (its sprite is fetched once per visit: each test is a new visit). */
async function fresh() {
  vi.resetModules();
  return import("./content-icon");
}

beforeEach(() => document.body.replaceChildren());
afterEach(() => vi.unstubAllGlobals());

describe("a content icon (issue 32: its symbol in the page, the sprite file only for what the page lacks)", () => {
  it("draws the symbol the page already holds, without a request", async () => {
    const fetcher = vi.fn<typeof fetch>();
    vi.stubGlobal("fetch", fetcher);
    document.body.innerHTML = `<svg display="none"><symbol id="${contentIconId("clock")}"></symbol></svg>`;
    const { ContentIcon } = await fresh();
    const { container } = render(<ContentIcon name="clock" />);
    expect(container.querySelector("use")).toHaveAttribute("href", `#${contentIconId("clock")}`);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("adds the symbols the page lacks from one fetch of the sprite, hidden", async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response(SPRITE, { headers: { "content-type": "image/svg+xml" } }));
    vi.stubGlobal("fetch", fetcher);
    const { ContentIcon } = await fresh();
    render(
      <>
        <ContentIcon name="rocket" />
        <ContentIcon name="truck" />
      </>,
    );
    await waitFor(() => expect(document.getElementById(contentIconId("truck"))).not.toBeNull());
    const rocket = document.getElementById(contentIconId("rocket"));
    expect(rocket?.tagName).toBe("symbol");
    expect(rocket?.querySelector("path")).not.toBeNull();
    expect(rocket?.parentElement).toHaveAttribute("width", "0");
    expect(rocket?.parentElement).toHaveAttribute("height", "0");
    expect(document.querySelectorAll("symbol")).toHaveLength(2);
    render(<ContentIcon name="compass" />);
    await waitFor(() => expect(document.getElementById(contentIconId("compass"))).not.toBeNull());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("fetches again after a failure, and logs it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValue(new Response(SPRITE));
    vi.stubGlobal("fetch", fetcher);
    const { ContentIcon } = await fresh();
    render(<ContentIcon name="rocket" />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(document.getElementById(contentIconId("rocket"))).toBeNull();
    render(<ContentIcon name="zap" />);
    await waitFor(() => expect(document.getElementById(contentIconId("zap"))).not.toBeNull());
    expect(fetcher).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
