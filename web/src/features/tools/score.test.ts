// SPEC §5's score, checked against scores computed by hand for every seeded tool. The tools' shapes
// (options, bounds) come from the build's page data; the expected numbers are written here by hand.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Question, ToolPage } from "~/generated/types";
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

describe("the seeded delegation-plan generator (5 select questions, 4 options each)", () => {
  // Each answer is worth position × 100 / (4 × 5) = 5 × position.
  const { tool, score, band } = seeded("generateur-plan-delegation");

  it("has the shape the hand computations assume", () => {
    expect(tool.questions.map((q) => [q.type, q.options.length])).toEqual(Array(5).fill(["select", 4]));
  });
  it("scores all first options 25, all last options 100, and a mix", () => {
    expect(score(1, 1, 1, 1, 1)).toBe(25); // 5 × 5
    expect(score(4, 4, 4, 4, 4)).toBe(100); // 5 × 20
    expect(score(4, 3, 2, 1, 1)).toBe(55); // 5 × (4+3+2+1+1) = 5 × 11
    expect(band(4, 3, 2, 1, 1)).toEqual([41, 70]);
    expect(score(3, 3, 3, 3, 3)).toBe(75); // 5 × 15
    expect(band(3, 3, 3, 3, 3)).toEqual([71, 100]);
  });
});

describe("the seeded customer-profitability analyser (1 range 0–100 %, then 4 select questions)", () => {
  // 5 questions: the range is worth value / 100 × 100 / 5 = value / 5; a select answer 5 × position.
  const { tool, score, band } = seeded("analyseur-rentabilite-clients");

  it("has the shape the hand computations assume", () => {
    expect(tool.questions.map((q) => (q.type === "range" ? [q.min, q.max] : q.options.length))).toEqual([[0, 100], 4, 4, 4, 4]);
  });
  it("scores the range at its minimum with all first options 20", () => {
    expect(score(0, 1, 1, 1, 1)).toBe(20); // 0 / 5 + 5 × 4 = 20
    expect(band(0, 1, 1, 1, 1)).toEqual([0, 40]);
  });
  it("scores the range at its maximum with all last options 100", () => {
    expect(score(100, 4, 4, 4, 4)).toBe(100); // 100 / 5 + 5 × 16 = 20 + 80
  });
  it("scores the range in the middle with mixed options", () => {
    expect(score(50, 1, 2, 3, 4)).toBe(60); // 50 / 5 + 5 × 10 = 10 + 50
    expect(band(50, 1, 2, 3, 4)).toEqual([41, 70]);
    expect(score(45, 1, 1, 2, 2)).toBe(39); // 45 / 5 + 5 × 6 = 9 + 30
    expect(score(55, 1, 1, 2, 2)).toBe(41); // 55 / 5 + 5 × 6 = 11 + 30
    expect(band(55, 1, 1, 2, 2)).toEqual([41, 70]);
  });
});

describe("the seeded management time-loss calculator (4 ranges)", () => {
  // 4 questions: each range is worth (value − min) / (max − min) × 100 / 4 = share × 25.
  const { tool, score, band } = seeded("calculateur-temps-perdu-management");

  it("has the shape the hand computations assume", () => {
    expect(tool.questions.map((q) => [q.type, q.min, q.max])).toEqual([
      ["range", 1, 50],
      ["range", 0, 40],
      ["range", 0, 50],
      ["range", 20, 500],
    ]);
  });
  it("scores every range at its minimum 0 and at its maximum 100", () => {
    expect(score(1, 0, 0, 20)).toBe(0);
    expect(band(1, 0, 0, 20)).toEqual([0, 40]);
    expect(score(50, 40, 50, 500)).toBe(100);
  });
  it("scores the ranges near their middle", () => {
    // 25/49 × 25 = 12.755 (team of 26: 25.5 is not a whole person) + 20/40 × 25 = 12.5
    // + 25/50 × 25 = 12.5 + 240/480 × 25 = 12.5 → 50.255 → 50
    expect(score(26, 20, 25, 260)).toBe(50);
    expect(band(26, 20, 25, 260)).toEqual([41, 70]);
  });
  it("scores a mixed set of values", () => {
    // 49/49 × 25 = 25 + 10/40 × 25 = 6.25 + 0 + 480/480 × 25 = 25 → 56.25 → 56
    expect(score(50, 10, 0, 500)).toBe(56);
  });
});

describe("the seeded automation ROI calculator (5 ranges)", () => {
  // 5 questions: each range is worth (value − min) / (max − min) × 100 / 5 = share × 20.
  const { tool, score, band } = seeded("calculateur-roi-automatisation");

  it("has the shape the hand computations assume", () => {
    expect(tool.questions.map((q) => [q.type, q.min, q.max])).toEqual([
      ["range", 15, 200],
      ["range", 1, 40],
      ["range", 1, 20],
      ["range", 0, 50],
      ["range", 500, 50000],
    ]);
  });
  it("scores every range at its minimum 0 and at its maximum 100", () => {
    expect(score(15, 1, 1, 0, 500)).toBe(0);
    expect(score(200, 40, 20, 50, 50000)).toBe(100);
    expect(band(200, 40, 20, 50, 50000)).toEqual([71, 100]);
  });
  it("scores the ranges near their middle", () => {
    // 93/185 × 20 = 10.054 + 20/39 × 20 = 10.256 + 10/19 × 20 = 10.526 + 25/50 × 20 = 10
    // + 25000/49500 × 20 = 10.101 → 50.938 → 51
    expect(score(108, 21, 11, 25, 25500)).toBe(51);
    expect(band(108, 21, 11, 25, 25500)).toEqual([41, 70]);
  });
  it("scores a mixed set of values", () => {
    // 37/185 × 20 = 4 + 39/39 × 20 = 20 + 0 + 10/50 × 20 = 4 + 0 → 28
    expect(score(52, 40, 1, 10, 500)).toBe(28);
    expect(band(52, 40, 1, 10, 500)).toEqual([0, 40]);
  });
});

describe("toolScore and resultFor", () => {
  const select = (id: string, options = 4): Question =>
    ({ id, type: "select", options: Array.from({ length: options }, (_, i) => `o${i}`), min: 0, max: 100, step: 1 }) as Question;

  it("rounds halves up and counts an unanswered question as nothing", () => {
    // 1 × 100 / (4 × 2) = 12.5 → 13; the second question adds nothing.
    expect(toolScore([select("a"), select("b")], { a: 0 })).toBe(13);
    // 3 options, 3 questions: (1 + 1 + 1) × 100 / 9 = 33.33… → 33, not thrown off by float noise.
    expect(toolScore([select("a", 3), select("b", 3), select("c", 3)], { a: 0, b: 0, c: 0 })).toBe(33);
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
    const range = { id: "r", type: "range", options: [], min: 20, max: 500, step: 5 } as unknown as Question;
    expect(leadAnswers([select("a"), range], { a: 2, r: 120 })).toEqual({ a: 3, r: 120 });
  });
});
