import { describe, expect, it } from "vitest";
import { shortTitle, splitSolution } from "./split-solution";

describe("splitSolution", () => {
  it("splits French « Nom : description » at the first colon", () => {
    expect(splitSolution("Planning partagé\u00a0: un seul calendrier\u00a0: pour tous")).toEqual([
      "Planning partagé",
      "un seul calendrier\u00a0: pour tous",
    ]);
  });
  it("splits English 'Name: description'", () => {
    expect(splitSolution("Shared planning: one calendar")).toEqual(["Shared planning", "one calendar"]);
  });
  it("keeps a text without a colon whole", () => {
    expect(splitSolution("Just a text")).toEqual(["", "Just a text"]);
  });
});

describe("shortTitle", () => {
  it("keeps the part of a guide title before the colon", () => {
    expect(shortTitle("Gestion de chantier rentable\u00a0: suivre la marge")).toBe("Gestion de chantier rentable");
    expect(shortTitle("No colon here")).toBe("No colon here");
  });
});
