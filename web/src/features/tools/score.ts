// The score of a tool or assessment and the result it leads to (SPEC §5). The one implementation:
// the page, the lead sent from the e-mail step and the tests all use these functions.
import type { Question, Result } from "~/generated/types";

/** Answers by question id: a select question's chosen option (0-based index), a range question's value. */
export type Answers = Readonly<Record<string, number>>;

type Scored = Pick<Question, "id" | "type" | "options" | "min" | "max">;

/** What one answer adds to the score, out of 100 / (number of questions). */
function points(question: Scored, answer: number, questionCount: number): number {
  if (question.type === "select") {
    // The chosen option's 1-based position × 100 / (options × questions).
    return ((answer + 1) * 100) / (question.options.length * questionCount);
  }
  // The value's share of the min–max span × 100 / questions.
  return (((answer - question.min) / (question.max - question.min)) * 100) / questionCount;
}

/**
 * The score, 0–100: the sum of every answer's points, rounded (half up). An unanswered question
 * adds nothing. The sum is first cut to 6 decimals so that float noise (24.999999999999996)
 * cannot change a hand-computed score.
 */
export function toolScore(questions: readonly Scored[], answers: Answers): number {
  let sum = 0;
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer !== undefined) sum += points(question, answer, questions.length);
  }
  return Math.round(Math.round(sum * 1e6) / 1e6);
}

/** A result's score range as numbers ([low, high], both included). */
export function bandOf(result: Pick<Result, "score_range">): [number, number] {
  const [low, high] = result.score_range;
  return [Number(low), Number(high)];
}

/** The first result whose range contains the score, otherwise the first result. */
export function resultFor<R extends Pick<Result, "score_range">>(results: readonly R[], score: number): R {
  const found = results.find((result) => {
    const [low, high] = bandOf(result);
    return low <= score && score <= high;
  });
  return found ?? results[0]!;
}

/**
 * The answers as a lead stores them: a select question's option by its 1-based position (as the
 * score counts it, and as a person reads « the 2nd option »), a range question's value.
 */
export function leadAnswers(questions: readonly Scored[], answers: Answers): Record<string, number> {
  const out: Record<string, number> = {};
  for (const question of questions) {
    const answer = answers[question.id];
    if (answer !== undefined) out[question.id] = question.type === "select" ? answer + 1 : answer;
  }
  return out;
}
