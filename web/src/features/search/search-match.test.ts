import { describe, expect, it } from "vitest";
import vectors from "~/shared/fold-vectors.json";
import { fold } from "~/shared/fold";
import { isSearchable, searchEntries, type ResultKind, type SearchEntry } from "./search-match";

const LIMITS = { minChars: 3, maxResults: 8 };

/** An entry as the build writes it: `text` holds the folded searched fields. */
const entry = (type: ResultKind, title: string, ...fields: string[]): SearchEntry => ({
  type,
  url: `/fr/${type}/${fold(title).replace(/\W+/g, "-")}`,
  title,
  description: fields[0] ?? "",
  text: [title, ...fields].map(fold).join("\n"),
});

const titles = (results: SearchEntry[]) => results.map((r) => r.title);

describe("search matching", () => {
  it("needs 3 characters once the spaces around are trimmed", () => {
    expect(isSearchable("ab", LIMITS)).toBe(false);
    expect(isSearchable("  ab  ", LIMITS)).toBe(false);
    expect(isSearchable(" abc", LIMITS)).toBe(true);
    expect(isSearchable("œuf", LIMITS)).toBe(true);
    const entries = [entry("article", "Abc")];
    expect(searchEntries(entries, "ab ", LIMITS)).toEqual([]);
    expect(titles(searchEntries(entries, " abc ", LIMITS))).toEqual(["Abc"]);
  });

  // The build folds the index with the Python twin of fold(); these are the vectors both run.
  it.each((vectors as [string, string][]).filter(([, folded]) => folded.length >= 3))(
    "finds a text the build folded to %j when the visitor types it as is",
    (typed, folded) => {
      const indexed: SearchEntry = { type: "article", url: "/fr/article/x", title: typed, description: "", text: `avant ${folded} apres` };
      expect(searchEntries([indexed], typed, LIMITS)).toHaveLength(1);
    },
  );

  it("ignores accents, case, ligatures and typographic apostrophes on both sides", () => {
    const entries = [entry("article", "Le problème de l’équipe", "Un cœur de métier fragile")];
    for (const query of ["probleme", "PROBLÈME", "l'equipe", "L’ÉQUIPE", "coeur", "Cœur De Métier"]) {
      expect(titles(searchEntries(entries, query, LIMITS)), query).toEqual(["Le problème de l’équipe"]);
    }
    expect(searchEntries(entries, "problemes", LIMITS)).toEqual([]);
  });

  it("searches only the fields the build indexed, never across two of them", () => {
    const entries = [entry("article", "Titre un", "Description deux", "Problème trois")];
    expect(searchEntries(entries, "trois", LIMITS)).toHaveLength(1);
    expect(searchEntries(entries, "un description", LIMITS)).toEqual([]);
  });

  it("lists articles, AI articles, categories, sections, AI sections, then sectors, at most 8", () => {
    const entries = [
      entry("industry", "Secteur gestion"),
      entry("ai-section", "IA gestion"),
      entry("content-section", "Section gestion"),
      entry("category", "Catégorie gestion"),
      entry("ai-article", "Article IA gestion"),
      entry("article", "Article gestion 1"),
      entry("article", "Article gestion 2"),
      entry("article", "Sans rapport"),
    ];
    expect(titles(searchEntries(entries, "gestion", LIMITS))).toEqual([
      "Article gestion 1",
      "Article gestion 2",
      "Article IA gestion",
      "Catégorie gestion",
      "Section gestion",
      "IA gestion",
      "Secteur gestion",
    ]);
    const many = Array.from({ length: 12 }, (_, i) => entry("industry", `Gestion ${i}`));
    expect(titles(searchEntries([...many, entry("article", "Gestion article")], "gestion", LIMITS))).toEqual([
      "Gestion article",
      ...many.slice(0, 7).map((e) => e.title),
    ]);
    expect(searchEntries(many, "gestion", { minChars: 3, maxResults: 5 })).toHaveLength(5);
  });
});
