// A result that can be copied and reopened: the answers live in the URL's fragment (`#r=35_6_3_10_8000`,
// in question order), which the browser never sends to the server.
import type { Answers } from "./score";
import { validAnswer, type FlowQuestion } from "./tool-flow";

const PREFIX = "#r=";

/** The fragment for complete answers. */
export function answersFragment(questions: readonly FlowQuestion[], answers: Answers): string {
  return PREFIX + questions.map((q) => String(answers[q.id] ?? "")).join("_");
}

/** The answers of a fragment, or undefined unless every question has a possible answer. */
export function answersFromFragment(questions: readonly FlowQuestion[], fragment: string): Answers | undefined {
  if (!fragment.startsWith(PREFIX)) return undefined;
  const parts = fragment.slice(PREFIX.length).split("_");
  if (parts.length !== questions.length) return undefined;
  const answers: Record<string, number> = {};
  for (const [i, question] of questions.entries()) {
    const text = parts[i]!;
    const value = /^-?\d+(\.\d+)?$/.test(text) ? validAnswer(question, Number(text)) : undefined;
    if (value === undefined || value !== Number(text)) return undefined;
    answers[question.id] = value;
  }
  return answers;
}
