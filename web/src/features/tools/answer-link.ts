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
  return exactAnswers(questions, parts);
}

/**
 * The answers of the form sent without JavaScript (`?question-id=value…`, tool-form.tsx), when the
 * page it led to became interactive: undefined unless every question has a possible answer.
 */
export function answersFromQuery(questions: readonly FlowQuestion[], search: string): Answers | undefined {
  const params = new URLSearchParams(search);
  if (!questions.every((q) => params.has(q.id))) return undefined;
  return exactAnswers(questions, questions.map((q) => params.get(q.id)!.trim()));
}

function exactAnswers(questions: readonly FlowQuestion[], parts: readonly string[]): Answers | undefined {
  const answers: Record<string, number> = {};
  for (const [i, question] of questions.entries()) {
    const text = parts[i]!;
    const value = /^-?\d+(\.\d+)?$/.test(text) ? validAnswer(question, Number(text)) : undefined;
    if (value === undefined || value !== Number(text)) return undefined;
    answers[question.id] = value;
  }
  return answers;
}
