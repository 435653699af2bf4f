import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetSearchIndexes, loadSearchIndex } from "./search-index";

const good = { type: "article", url: "/fr/article/a", title: "A", description: "d", text: "a\nd" };
const respond = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe("search index", () => {
  afterEach(() => forgetSearchIndexes());

  it("is fetched once per address and keeps only well-formed entries", async () => {
    const fetcher = vi.fn(() => respond([good, { type: "unknown", url: "/x" }, null, { ...good, title: 3 }]));
    expect(await loadSearchIndex("/search/fr.1.json", fetcher)).toEqual([good]);
    expect(await loadSearchIndex("/search/fr.1.json", fetcher)).toEqual([good]);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("is fetched again after a failure", async () => {
    const fetcher = vi.fn().mockReturnValueOnce(respond({}, 500)).mockReturnValueOnce(respond({ not: "a list" })).mockReturnValue(respond([good]));
    await expect(loadSearchIndex("/i.json", fetcher)).rejects.toThrow("HTTP 500");
    await expect(loadSearchIndex("/i.json", fetcher)).rejects.toThrow("not a list");
    expect(await loadSearchIndex("/i.json", fetcher)).toEqual([good]);
  });
});
