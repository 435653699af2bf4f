import { describe, expect, it } from "vitest";
import en from "./en.json";
import fr from "./fr.json";
import { plural, translate } from "./translate";

describe("UI dictionaries", () => {
  it("has every French key in English, and nothing else", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
  });

  it("has no empty value", () => {
    for (const [key, value] of [...Object.entries(fr), ...Object.entries(en)]) expect(value, key).not.toBe("");
  });

  it("fills variables and agrees plurals per language", () => {
    expect(translate("fr", "article.read_time", { minutes: 12 })).toBe("12\u00a0min de lecture");
    expect(plural("fr", "category.articles", 0)).toBe("0 article");
    expect(plural("fr", "category.articles", 1)).toBe("1 article");
    expect(plural("fr", "category.articles", 6)).toBe("6 articles");
    expect(plural("en", "category.articles", 0)).toBe("0 articles");
    expect(plural("en", "category.articles", 1)).toBe("1 article");
  });
});
