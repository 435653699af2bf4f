import { describe, expect, it } from "vitest";
import { formatBand, formatEuros, span } from "./revenue";

const over = (min: string) => `plus de ${min}`;

describe("revenue bands", () => {
  it("writes a French multiple and the euro sign as one unit, after a non-breaking space", () => {
    expect(formatEuros("fr", 300_000)).toBe("300\u00a0k€");
    expect(formatEuros("fr", 2_500_000)).toBe("2,5\u00a0M€");
    expect(formatEuros("fr", 1_500_000_000)).toBe("1,5\u00a0Md€");
    expect(formatBand("fr", { min: 500_000, max: 2_000_000 }, over)).toBe("500\u00a0k€ – 2\u00a0M€");
    expect(formatBand("fr", { min: 10_000_000, max: null }, over)).toBe("plus de 10\u00a0M€");
  });

  it("keeps the English shape", () => {
    expect(formatBand("en", { min: 300_000, max: 1_000_000 }, (min) => `over ${min}`)).toBe("€300k – €1m");
  });

  it("spans a list of bands, open when one is", () => {
    expect(span([{ min: 1, max: 5 }, { min: 3, max: 9 }])).toEqual({ min: 1, max: 9 });
    expect(span([{ min: 1, max: 5 }, { min: 3, max: null }])).toEqual({ min: 1, max: null });
  });
});
