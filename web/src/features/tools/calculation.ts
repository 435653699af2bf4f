// A calculator's figures and verdict from the answers, and an assessment's score per dimension.
// The figures follow the content's formulas (formula.ts); calculation.test.ts checks them against
// the Python evaluator's vectors and against the verdicts a consultant would give.
import type { Dimension, Figure, Question, Verdict } from "~/generated/types";
import { evaluate, holds, parseCondition, parseExpression, type Values } from "./formula";
import type { Answers } from "./score";

type Valued = Pick<Question, "id" | "type" | "values">;

export interface Calculating {
  questions: readonly Valued[];
  figures: readonly Pick<Figure, "id" | "formula" | "digits">[];
  verdicts: readonly Pick<Verdict, "id" | "when">[];
}

/** What a formula reads for an answer: a select question's option number (`values`), a range's value. */
export function questionValue(question: Valued, answer: number): number {
  return question.type === "select" ? question.values[answer]! : answer;
}

/** Every question's value as the formulas read it. */
export function answerValues(tool: Pick<Calculating, "questions">, answers: Answers): Record<string, number> {
  const values: Record<string, number> = {};
  for (const question of tool.questions) {
    const answer = answers[question.id];
    if (answer !== undefined) values[question.id] = questionValue(question, answer);
  }
  return values;
}

/** Every figure, in order (a figure may read the ones before it). */
export function figuresOf(tool: Calculating, answers: Answers): Record<string, number> {
  const values = answerValues(tool, answers);
  const figures: Record<string, number> = {};
  // Each figure is rounded once, to the decimals it is shown with, before a later figure or a
  // verdict reads it: the formula line the visitor reads adds up (calculation.py figures_of).
  for (const figure of tool.figures) figures[figure.id] = values[figure.id] = roundTo(evaluate(parseExpression(figure.formula), values), figure.digits);
  return figures;
}

/** `value` to `digits` decimals, halves away from zero (calculation.py rounded, bit for bit). */
export function roundTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  const out = Math.sign(value) * (Math.floor(Math.abs(value) * scale + 0.5) / scale);
  return out === 0 ? 0 : out;
}

/** The first verdict whose condition holds on the figures; the last one has none. */
export function verdictOf<V extends Pick<Verdict, "id" | "when">>(verdicts: readonly V[], figures: Values): V {
  return verdicts.find((verdict) => verdict.when == null || holds(parseCondition(verdict.when), figures)) ?? verdicts[verdicts.length - 1]!;
}

type Scored = Pick<Question, "id" | "type" | "options" | "min" | "max" | "dimension">;

export interface DimensionScore {
  id: string;
  label: string;
  score: number;
}

/**
 * Each dimension's score, 0–100, by the spec's formula applied to its own questions: a select
 * answer's 1-based position ÷ its options, a range answer's share of its span, averaged and rounded.
 */
export function dimensionScores(dimensions: readonly Dimension[], questions: readonly Scored[], answers: Answers): DimensionScore[] {
  return dimensions.map(({ id, label }) => {
    const own = questions.filter((q) => q.dimension === id);
    const sum = own.reduce((total, q) => {
      const answer = answers[q.id];
      if (answer === undefined) return total;
      return total + (q.type === "select" ? (answer + 1) / q.options.length : (answer - q.min) / (q.max - q.min));
    }, 0);
    return {
      id,
      label,
      score: Math.round(Math.round((sum * 100 * 1e6) / own.length) / 1e6),
    };
  });
}
