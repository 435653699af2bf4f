import { afterEach, describe, expect, it, vi } from "vitest";
import en from "./en.json";
import fr from "./fr.json";
import { formatDate, formatNumber, keyOf, plural, provideDictionary, translate, type MessageKey } from "./translate";

afterEach(() => vi.restoreAllMocks());

describe("formatters", () => {
  it("write a page's counts, percentages, amounts and dates without making an Intl number or date formatter", () => {
    provideDictionary("en", en);
    const made = [vi.spyOn(Intl, "NumberFormat"), vi.spyOn(Intl, "DateTimeFormat")];
    expect(plural("en", "category.articles", 1200)).toBe("1,200 articles");
    expect(formatNumber("en", 3)).toBe("3");
    expect(formatNumber("fr", 0.87, { style: "percent" })).toBe("87\u00a0%");
    expect(formatNumber("fr", 2_500_000, { style: "currency", currency: "EUR", notation: "compact", maximumFractionDigits: 1 })).toBe("2,5\u00a0M\u00a0€");
    expect(formatDate("en", "2026-11-27")).toBe("27 November 2026");
    expect(formatDate("fr", "2026-11-27")).toBe("27 novembre 2026");
    expect(formatDate("fr", "2023-12-01")).toBe("1er décembre 2023");
    expect(formatDate("fr", "2023-12-11")).toBe("11 décembre 2023");
    expect(formatDate("en", "2023-12-01")).toBe("1 December 2023");
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });

  it("leave the shapes they do not write to Intl", () => {
    expect(formatNumber("en", 12_300, { notation: "compact" })).toBe("12k");
    expect(formatNumber("fr", 3, { style: "unit", unit: "hour", unitDisplay: "long" })).toBe("3\u00a0heures");
  });
});

describe("translate", () => {
  it("throws in development and tests on a key no dictionary has, naming it", () => {
    expect(() => translate("en", "no.such.key" as MessageKey)).toThrow('no message "no.such.key" in en.json or fr.json');
    expect(translate("en", "tool.type.other")).toBe(en["tool.type.other"]);
  });

  it("gives each enum value its key (keyOf), checked by tsc against fr.json", () => {
    expect(translate("fr", keyOf("tool.type", "audit" as "audit" | "other"))).toBe(fr["tool.type.audit"]);
  });
});
