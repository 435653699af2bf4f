import { describe, expect, it } from "vitest";
import { fill, TEXTS } from "./texts";

describe("the admin's texts", () => {
  it("fill placeholders and choose each language's word for a number", () => {
    const { fr, en } = TEXTS;
    expect(fill(fr.total, { n: 0 }, fr.locale)).toBe("0 demande");
    expect(fill(fr.total, { n: 1 }, fr.locale)).toBe("1 demande");
    expect(fill(fr.total, { n: 2 }, fr.locale)).toBe("2 demandes");
    expect(fill(en.total, { n: 0 }, en.locale)).toBe("0 leads");
    expect(fill(en.total, { n: 1 }, en.locale)).toBe("1 lead");
    expect(fill(fr.erased, { n: 3 }, fr.locale)).toBe("3 demandes effacées.");
    expect(fill(en.retention, { years: 1 }, en.locale)).toContain("deleted 1 year after");
    expect(fill(fr.retention, { years: 3 }, fr.locale)).toContain("supprimée 3 ans après");
  });

  it("leave no placeholder unfilled in any text", () => {
    for (const texts of Object.values(TEXTS))
      for (const text of Object.values(texts))
        expect(fill(text, { n: 2, years: 2, title: "t", first: "f", email: "e", page: 1, pages: 2, total: 3, from: "a", to: "b" }, texts.locale)).not.toMatch(/[{}|]/);
  });
});
