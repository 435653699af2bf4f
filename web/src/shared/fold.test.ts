import { describe, expect, it } from "vitest";
import vectors from "./fold-vectors.json";
import { fold } from "./fold";

describe("fold", () => {
  it.each(vectors as [string, string][])("folds %j to %j", (input, expected) => {
    expect(fold(input)).toBe(expected);
  });
});
