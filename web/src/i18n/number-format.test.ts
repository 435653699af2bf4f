import { describe, expect, it } from "vitest";
import { LOCALES } from "../../.generated/routes";
import type { Lang } from "~/shared/href";
import { formatDateLikeIntl, formatNumberLikeIntl } from "./number-format";

const LANGS: Lang[] = ["fr", "en"];

// Values around every rounding and grouping edge: halves, nines that carry, binary fractions
// whose shortest form is a half (1.005), negatives and negative zero, thousands and millions.
const VALUES = [
  0, -0, 1, 2, 7, 12, 999, 1000, 1234, 9999.5, 12_345, 123_456, 999_999, 1_000_000, 1_234_567.891, 12_345_678, 0.5, 1.5, 2.5,
  0.05, 0.07, 0.125, 0.145, 0.333, 0.9995, 1.005, 1.045, 1.4999, 3.14159, 29.95, 99.95, 0.0004, 0.00005, -0.0001, -1, -1234.5,
  -0.5, 48_300, 499_950, 999_950, 1_049_999, 1_050_000, 2_500_000, 999_949_999, 0.87, 0.955, 1e-7, 1e21,
];

const OPTIONS: (Intl.NumberFormatOptions | undefined)[] = [
  undefined,
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 1 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { style: "percent" },
  { style: "percent", maximumFractionDigits: 1 },
  { style: "unit", unit: "percent", minimumFractionDigits: 0, maximumFractionDigits: 1 },
  { style: "currency", currency: "EUR" },
  { style: "currency", currency: "EUR", maximumFractionDigits: 0 },
  { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { style: "currency", currency: "EUR", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 },
];

describe("formatNumberLikeIntl", () => {
  for (const lang of LANGS) {
    for (const options of OPTIONS) {
      it(`writes what Intl.NumberFormat(${LOCALES[lang]}, ${JSON.stringify(options)}) writes`, () => {
        const intl = new Intl.NumberFormat(LOCALES[lang], options);
        for (const value of VALUES) {
          const ours = formatNumberLikeIntl(lang, value, options);
          // null: left to Intl (exponents, billions in compact notation), never a different text.
          if (ours !== null) expect([value, ours]).toEqual([value, intl.format(value)]);
        }
      });
    }
  }

  it("leaves to Intl what it does not write", () => {
    expect(formatNumberLikeIntl("fr", 1e21)).toBeNull();
    expect(formatNumberLikeIntl("fr", 12, { style: "currency", currency: "USD" })).toBeNull();
    expect(formatNumberLikeIntl("en", 12, { style: "unit", unit: "hour" })).toBeNull();
    expect(formatNumberLikeIntl("en", 12_300, { notation: "compact" })).toBeNull();
    expect(formatNumberLikeIntl("en", Number.NaN)).toBeNull();
    expect(formatNumberLikeIntl("fr", 1_500_000_000, { style: "currency", currency: "EUR", notation: "compact", maximumFractionDigits: 1 })).toBeNull();
  });

  it("writes the common shapes itself", () => {
    expect(formatNumberLikeIntl("fr", 1234.5)).toBe("1\u202f234,5");
    expect(formatNumberLikeIntl("en", 0.5, { style: "percent" })).toBe("50%");
    expect(formatNumberLikeIntl("fr", 999_950, { style: "currency", currency: "EUR", notation: "compact", maximumFractionDigits: 1 })).toBe("1\u00a0M\u00a0€");
  });
});

describe("formatDateLikeIntl", () => {
  it("writes every day of a leap year as Intl does, in both languages", () => {
    for (const lang of LANGS) {
      const intl = new Intl.DateTimeFormat(LOCALES[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      for (let day = new Date("2028-01-01T00:00:00Z"); day.getUTCFullYear() === 2028; day = new Date(day.getTime() + 86_400_000)) {
        const iso = day.toISOString().slice(0, 10);
        expect(formatDateLikeIntl(lang, iso)).toBe(intl.format(day));
      }
    }
  });

  it("leaves anything but a calendar date to Intl", () => {
    expect(formatDateLikeIntl("fr", "2026-11-27T10:00:00Z")).toBeNull();
    expect(formatDateLikeIntl("fr", "2026-13-01")).toBeNull();
  });
});
