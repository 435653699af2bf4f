import { describe, expect, it } from "vitest";
import { formatRangeBounds, formatRangeValue, rangeUnitSuffix } from "./range-format";

const eur = { value_format: "eur", unit: "par heure", step: 5 } as const;
const percent = { value_format: "percent", unit: null, step: 1 } as const;
const plain = { value_format: "number", unit: "personnes", step: 1 } as const;

describe("range values in the page's language", () => {
  it("writes euros, percentages and numbers the French way", () => {
    expect(formatRangeValue("fr", eur, 120)).toBe("120\u00a0€ par heure");
    expect(formatRangeValue("fr", { ...eur, unit: null, step: 500 }, 50000)).toBe("50\u202f000\u00a0€");
    expect(formatRangeValue("fr", percent, 12)).toMatch(/^12[\u00a0\u202f]%$/); // ICU versions differ on the space
    expect(formatRangeValue("fr", plain, 1500)).toBe("1\u202f500 personnes");
  });

  it("writes them the British way in English", () => {
    expect(formatRangeValue("en", { ...eur, unit: "per hour" }, 120)).toBe("€120 per hour");
    expect(formatRangeValue("en", { ...eur, unit: null }, 50000)).toBe("€50,000");
    expect(formatRangeValue("en", percent, 12)).toBe("12%");
  });

  it("keeps the decimals a fractional step needs", () => {
    expect(formatRangeValue("fr", { ...plain, step: 0.5 }, 2.5)).toBe("2,5 personnes");
  });

  it("writes the singular unit words after a singular value: below 2 in French, 1 in English", () => {
    const people = { ...plain, unit_one: "personne" };
    expect(formatRangeValue("fr", people, 1)).toBe("1 personne");
    expect(formatRangeValue("fr", people, 0)).toBe("0 personne");
    expect(formatRangeValue("fr", people, 2)).toBe("2 personnes");
    expect(formatRangeValue("en", { ...plain, unit: "people", unit_one: "person" }, 1)).toBe("1 person");
    expect(formatRangeValue("en", { ...plain, unit: "people", unit_one: "person" }, 0)).toBe("0 people");
    expect(formatRangeValue("fr", plain, 1)).toBe("1 personnes"); // no singular given: the unit as written
  });

  it("writes a range's unit words once, after its upper bound", () => {
    expect(formatRangeBounds("fr", { ...plain, min: 1, max: 20 })).toEqual({ min: "1", max: "20 personnes" });
    expect(formatRangeBounds("fr", { ...eur, min: 10, max: 200 })).toEqual({ min: "10\u00a0€", max: "200\u00a0€ par heure" });
    expect(formatRangeBounds("en", { ...percent, min: 0, max: 50 })).toEqual({ min: "0%", max: "50%" });
  });

  it("says what follows a bare number in the exact-value field", () => {
    expect(rangeUnitSuffix(eur)).toBe("€ par heure");
    expect(rangeUnitSuffix(percent)).toBe("%");
    expect(rangeUnitSuffix(plain)).toBe("personnes");
    expect(rangeUnitSuffix({ ...plain, unit: null })).toBe("");
  });
});
