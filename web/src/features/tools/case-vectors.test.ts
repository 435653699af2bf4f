// The calculators' and assessments' realistic visitor cases (case-vectors.json, shared with
// tests/tools/test_case_vectors.py): the same answers give the same figures, the same formula lines
// in both languages and the same verdict as the Python evaluator and the no-JS page.
import { describe, expect, it } from "vitest";
import { toolOf } from "~/test/generated-data";
import { answerValues, figuresOf, verdictOf } from "./calculation";
import json from "./case-vectors.json";
import { formatFigure, formulaWithNumbers } from "./figure-format";
import { resultFor, toolScore, type Answers } from "./score";

interface Vectors {
  calculators: Record<string, { case: string; answers: Answers; figures: Record<string, number>; lines: Record<"fr" | "en", Record<string, string>>; verdict: string }[]>;
  assessments: Record<string, { case: string; answers: Answers; score: number; band: number[] }[]>;
}
const vectors = json as unknown as Vectors;

describe("the calculators' visitor cases", () => {
  for (const [slug, cases] of Object.entries(vectors.calculators)) {
    it.each(cases)(`${slug}: $case`, ({ answers, figures, lines, verdict }) => {
      const tool = toolOf(slug);
      const ours = figuresOf(tool, answers);
      expect(ours).toEqual(figures);
      expect(verdictOf(tool.verdicts, ours).id).toBe(verdict);
      const values = { ...answerValues(tool, answers), ...ours };
      for (const lang of ["fr", "en"] as const) {
        const shown = Object.fromEntries(
          tool.figures.map((f) => [f.id, `${formulaWithNumbers(lang, f.formula, tool.questions, tool.figures, values)} = ${formatFigure(lang, f, ours[f.id]!)}`]),
        );
        expect(shown).toEqual(lines[lang]);
      }
    });
  }
});

describe("the assessments' visitor cases", () => {
  for (const [slug, cases] of Object.entries(vectors.assessments)) {
    it.each(cases)(`${slug}: $case`, ({ answers, score, band }) => {
      const tool = toolOf(slug);
      expect(toolScore(tool.questions, answers)).toBe(score);
      expect(resultFor(tool.results, score).score_range).toEqual(band);
    });
  }
});
