// The question-by-question flow of a tool (SPEC §4 "Tool flow"), as a pure reducer: one question
// at a time, Next only once it is answered, an e-mail step after the last question when the tool
// captures leads, and the results only after the last question or the e-mail step.
import type { Question, Tool } from "~/generated/types";
import type { Answers } from "./score";

export type FlowQuestion = Pick<Question, "id" | "type" | "options" | "min" | "max" | "step">;

/** What the flow needs to know about a tool. */
export interface FlowTool {
  questions: readonly FlowQuestion[];
  lead_capture: Tool["lead_capture"];
}

export type Step = { kind: "question"; index: number } | { kind: "email" } | { kind: "results" };

export interface ToolFlowState {
  step: Step;
  answers: Answers;
  /** The visitor's e-mail was stored: a restart does not ask for it again. */
  emailGiven: boolean;
}

export type ToolFlowAction =
  /** A select question's option (0-based index) or a range question's value. */
  | { type: "answer"; questionId: string; value: number }
  | { type: "next" }
  | { type: "previous" }
  /** The e-mail step's lead was stored by the server. */
  | { type: "email-stored" }
  /** A result link was opened: its complete answers go to the results, through the e-mail step
   * first when the tool captures leads and no address was stored in this page's life (decision 018). */
  | { type: "open"; answers: Answers }
  | { type: "restart" };

/** The first question, with every range question at its minimum (its default answer). */
export function initialFlow(tool: FlowTool, emailGiven = false): ToolFlowState {
  const answers: Record<string, number> = {};
  for (const question of tool.questions) if (question.type === "range") answers[question.id] = question.min;
  return { step: { kind: "question", index: 0 }, answers, emailGiven };
}

/** The question on screen, if the step is a question. */
export function currentQuestion(tool: FlowTool, state: ToolFlowState): FlowQuestion | undefined {
  return state.step.kind === "question" ? tool.questions[state.step.index] : undefined;
}

/** Next is enabled once the question on screen is answered. */
export function canGoNext(tool: FlowTool, state: ToolFlowState): boolean {
  const question = currentQuestion(tool, state);
  return question !== undefined && state.answers[question.id] !== undefined;
}

/** Previous is enabled after the first question (and from the e-mail step). */
export function canGoPrevious(state: ToolFlowState): boolean {
  return state.step.kind === "email" || (state.step.kind === "question" && state.step.index > 0);
}

/** A range value on the question's steps from its minimum, within its bounds. */
function rangeValue(question: FlowQuestion, value: number): number {
  const snapped = question.min + Math.round((value - question.min) / question.step) * question.step;
  // toFixed drops the float noise of fractional steps (0.1 × 3 = 0.30000000000000004).
  return Math.min(question.max, Math.max(question.min, Number(snapped.toFixed(10))));
}

/** The answer `value` would be, or undefined when it is not a possible answer. */
export function validAnswer(question: FlowQuestion, value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  if (question.type === "range") return rangeValue(question, value);
  return Number.isInteger(value) && value >= 0 && value < question.options.length ? value : undefined;
}

/** The next state; the same object when the action changes nothing (React then skips a render). */
export function reduceToolFlow(tool: FlowTool, state: ToolFlowState, action: ToolFlowAction): ToolFlowState {
  const { step } = state;
  switch (action.type) {
    case "answer": {
      if (step.kind !== "question") return state;
      const question = tool.questions.find((q) => q.id === action.questionId);
      const value = question ? validAnswer(question, action.value) : undefined;
      if (value === undefined || state.answers[action.questionId] === value) return state;
      return {
        ...state,
        answers: { ...state.answers, [action.questionId]: value },
      };
    }
    case "next": {
      if (step.kind !== "question" || !canGoNext(tool, state)) return state;
      if (step.index < tool.questions.length - 1) return { ...state, step: { kind: "question", index: step.index + 1 } };
      return {
        ...state,
        step: tool.lead_capture && !state.emailGiven ? { kind: "email" } : { kind: "results" },
      };
    }
    case "previous": {
      if (step.kind === "email")
        return {
          ...state,
          step: { kind: "question", index: tool.questions.length - 1 },
        };
      if (step.kind === "question" && step.index > 0) return { ...state, step: { kind: "question", index: step.index - 1 } };
      return state;
    }
    case "email-stored":
      return step.kind === "email" ? { ...state, step: { kind: "results" }, emailGiven: true } : state;
    case "open":
      return { ...state, answers: action.answers, step: tool.lead_capture && !state.emailGiven ? { kind: "email" } : { kind: "results" } };
    case "restart":
      return initialFlow(tool, state.emailGiven);
  }
}
