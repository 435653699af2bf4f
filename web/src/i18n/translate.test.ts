import { afterEach, describe, expect, it, vi } from "vitest";
import en from "./en.json";
import { formatDate, formatNumber, plural, prepareFormatters, provideDictionary } from "./translate";

afterEach(() => vi.restoreAllMocks());

describe("prepareFormatters", () => {
  it("makes the formatters a page uses before it renders, so rendering makes none", async () => {
    provideDictionary("en", en);
    await prepareFormatters("en");
    const made = [vi.spyOn(Intl, "NumberFormat"), vi.spyOn(Intl, "PluralRules"), vi.spyOn(Intl, "DateTimeFormat")];
    expect(plural("en", "category.articles", 1200)).toBe("1,200 articles");
    expect(formatNumber("en", 3)).toBe("3");
    expect(formatDate("en", "2026-11-27")).toBe("27 November 2026");
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });
});
