import { describe, expect, it } from "vitest";
import type { FileDownload } from "~/generated/types";
import { fileFacts } from "./file-facts";

const file = (bytes: number, pages: number | null) => ({ format: "pdf", bytes, pages }) as unknown as FileDownload;

describe("a download's facts", () => {
  it("give its size in whole kilobytes below 1,000, in the page's language", () => {
    expect(fileFacts(file(154_624, 18), "fr")).toBe("PDF · 18\u00a0pages · 151\u00a0Ko");
    expect(fileFacts(file(154_624, 1), "en")).toBe("PDF · 1\u00a0page · 151\u00a0KB");
  });

  it("give megabytes with one decimal above, with the language's decimal mark", () => {
    expect(fileFacts(file(2_621_440, null), "fr")).toBe("PDF · 2,5\u00a0Mo");
    expect(fileFacts(file(2_621_440, null), "en")).toBe("PDF · 2.5\u00a0MB");
  });
});
