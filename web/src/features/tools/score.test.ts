// SPEC §5's score, checked against scores computed by hand for the seeded assessments (the calculators
// compute figures instead: calculation.test.ts). The tools' shapes
// (options, bounds) come from the build's page data; the expected numbers are written here by hand.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Question, ToolPage } from "~/generated/types";
import { readGenerated } from "~/test/generated-data";
import { dimensionScores } from "./calculation";
import { leadAnswers, resultFor, toolScore, type Answers } from "./score";

const generated = process.env.BIBLIOTHEQUE_GENERATED ?? join(import.meta.dirname, "../../../.generated");

function seeded(slug: string) {
  const file = join(generated, "pages", "fr", "tool", `${slug}.json`);
  let page: ToolPage;
  try {
    page = JSON.parse(readFileSync(file, "utf8")) as ToolPage;
  } catch {
    throw new Error(`${file} is missing: run \`bibliotheque build --data-only\` first`);
  }
  const { tool } = page;
  /** Answers from 1-based option positions (select) or values (range), in question order. */
  const answers = (...values: number[]): Answers => {
    expect(values).toHaveLength(tool.questions.length);
    return Object.fromEntries(tool.questions.map((q, i) => [q.id, q.type === "select" ? values[i]! - 1 : values[i]!]));
  };
  const score = (...values: number[]) => toolScore(tool.questions, answers(...values));
  const band = (...values: number[]) => resultFor(tool.results, score(...values)).score_range;
  return { tool, score, band };
}

describe("the seeded maturity index (5 select questions, 4 options each)", () => {
  // Each answer is worth position × 100 / (4 × 5) = 5 × position.
  const { tool, score, band } = seeded("indice-maturite-organisationnelle");

  it("has the shape the hand computations assume", () => {
    expect(tool.questions.map((q) => [q.type, q.options.length])).toEqual(Array(5).fill(["select", 4]));
  });
  it("scores all first options 25, in the 0–40 band", () => {
    expect(score(1, 1, 1, 1, 1)).toBe(25); // 5 × (1+1+1+1+1) = 25
    expect(band(1, 1, 1, 1, 1)).toEqual([0, 40]);
  });
  it("scores all last options 100, in the 71–100 band", () => {
    expect(score(4, 4, 4, 4, 4)).toBe(100); // 5 × 20
    expect(band(4, 4, 4, 4, 4)).toEqual([71, 100]);
  });
  it("scores a mixed set of answers", () => {
    expect(score(1, 2, 3, 4, 2)).toBe(60); // 5 × (1+2+3+4+2) = 5 × 12 = 60
    expect(band(1, 2, 3, 4, 2)).toEqual([41, 70]);
    expect(score(2, 2, 2, 1, 1)).toBe(40); // 5 × 8 = 40: the last score of the first band
    expect(band(2, 2, 2, 1, 1)).toEqual([0, 40]);
    expect(score(2, 2, 2, 2, 1)).toBe(45); // 5 × 9
    expect(score(4, 4, 3, 3, 3)).toBe(85); // 5 × 17
  });
});

describe("the seeded digital-maturity audit (7 select questions, 4 options each)", () => {
  // Each answer is worth position × 100 / (4 × 7) = position × 100 / 28.
  const { tool, score, band } = seeded("audit-maturite-digitale");

  it("has the shape the hand computations assume", () => {
    expect(tool.questions.map((q) => [q.type, q.options.length])).toEqual(Array(7).fill(["select", 4]));
  });
  it("scores all first options 25 and all last options 100", () => {
    expect(score(1, 1, 1, 1, 1, 1, 1)).toBe(25); // 7 × 100 / 28 = 25
    expect(score(4, 4, 4, 4, 4, 4, 4)).toBe(100); // 28 × 100 / 28 = 100
    expect(band(4, 4, 4, 4, 4, 4, 4)).toEqual([71, 100]);
  });
  it("rounds a mixed set of answers to the nearest whole number", () => {
    expect(score(1, 2, 3, 4, 1, 2, 3)).toBe(57); // 16 × 100 / 28 = 57.14… → 57
    expect(band(1, 2, 3, 4, 1, 2, 3)).toEqual([41, 70]);
    expect(score(2, 2, 2, 1, 1, 2, 1)).toBe(39); // 11 × 100 / 28 = 39.29… → 39
    expect(band(2, 2, 2, 1, 1, 2, 1)).toEqual([0, 40]);
    expect(score(2, 2, 2, 2, 1, 2, 1)).toBe(43); // 12 × 100 / 28 = 42.86… → 43
    expect(score(3, 3, 3, 3, 3, 2, 3)).toBe(71); // 20 × 100 / 28 = 71.43… → 71
    expect(band(3, 3, 3, 3, 3, 2, 3)).toEqual([71, 100]);
  });
});

describe("toolScore and resultFor", () => {
  const select = (id: string, options = 4): Question =>
    ({
      id,
      type: "select",
      options: Array.from({ length: options }, (_, i) => `o${i}`),
      min: 0,
      max: 100,
      step: 1,
    }) as Question;

  it("rounds halves up and counts an unanswered question as nothing", () => {
    // 1 × 100 / (4 × 2) = 12.5 → 13; the second question adds nothing.
    expect(toolScore([select("a"), select("b")], { a: 0 })).toBe(13);
    // 3 options, 3 questions: (1 + 1 + 1) × 100 / 9 = 33.33… → 33, not thrown off by float noise.
    expect(
      toolScore([select("a", 3), select("b", 3), select("c", 3)], {
        a: 0,
        b: 0,
        c: 0,
      }),
    ).toBe(33);
  });

  it("picks the first result containing the score, else the first result", () => {
    const results = [{ score_range: [0, 40] }, { score_range: [41, 70] }, { score_range: [60, 100] }];
    expect(resultFor(results, 40)).toBe(results[0]);
    expect(resultFor(results, 41)).toBe(results[1]);
    expect(resultFor(results, 65)).toBe(results[1]);
    expect(resultFor(results, 71)).toBe(results[2]);
    const gappy = [{ score_range: [10, 20] }, { score_range: [30, 40] }];
    expect(resultFor(gappy, 25)).toBe(gappy[0]);
    expect(resultFor(gappy, 99)).toBe(gappy[0]);
  });

  it("gives a lead the select answers by 1-based position and the range values as they are", () => {
    const range = {
      id: "r",
      type: "range",
      options: [],
      min: 20,
      max: 500,
      step: 5,
    } as unknown as Question;
    expect(leadAnswers([select("a"), range], { a: 2, r: 120 })).toEqual({
      a: 3,
      r: 120,
    });
  });
});

describe("every assessment, against the Python evaluator's vectors (the no-JavaScript result page's scores)", () => {
  interface Case {
    answers: Answers;
    score: number;
    band: [number, number];
    dimensions: Record<string, number>;
  }
  const vectors = readGenerated<{ assessments: Record<string, { cases: Case[] }> }>("tool-vectors.json");
  it("covers the seeded assessments", () => {
    expect(Object.keys(vectors.assessments).sort()).toEqual(["audit-maturite-digitale", "indice-maturite-organisationnelle"]);
  });
  for (const [slug, { cases }] of Object.entries(vectors.assessments)) {
    it(`${slug}: ${cases.length} cases give the same score, band and dimension scores`, () => {
      const { tool } = seeded(slug);
      for (const { answers, score, band, dimensions } of cases) {
        expect(toolScore(tool.questions, answers), JSON.stringify(answers)).toBe(score);
        expect(resultFor(tool.results, score).score_range).toEqual(band);
        const ours = Object.fromEntries(dimensionScores(tool.dimensions, tool.questions, answers).map((d) => [d.id, d.score]));
        expect(ours).toEqual(dimensions);
      }
    });
  }
});
