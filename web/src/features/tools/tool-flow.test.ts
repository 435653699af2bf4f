import { describe, expect, it } from "vitest";
import {
  canGoNext,
  canGoPrevious,
  currentQuestion,
  initialFlow,
  reduceToolFlow,
  type FlowQuestion,
  type FlowTool,
  type ToolFlowAction,
  type ToolFlowState,
} from "./tool-flow";

const select = (id: string): FlowQuestion => ({ id, type: "select", options: ["a", "b", "c"], min: 0, max: 100, step: 1 });
const range = (id: string, min: number, max: number, step = 1): FlowQuestion => ({ id, type: "range", options: [], min, max, step });

const questions = [select("q1"), range("q2", 20, 500, 5), select("q3")];
const plain: FlowTool = { questions, lead_capture: false };
const capturing: FlowTool = { questions, lead_capture: true };

function run(tool: FlowTool, ...actions: ToolFlowAction[]): ToolFlowState {
  return actions.reduce((state, action) => reduceToolFlow(tool, state, action), initialFlow(tool));
}

const next = { type: "next" } as const;
const previous = { type: "previous" } as const;
const answer = (questionId: string, value: number) => ({ type: "answer", questionId, value }) as const;
/** Answers the three questions, moving on after each. */
const allAnswered = [answer("q1", 0), next, next, answer("q3", 2), next] as const;

describe("the tool flow's start", () => {
  it("starts on the first question with every range question at its minimum", () => {
    const state = initialFlow(plain);
    expect(state.step).toEqual({ kind: "question", index: 0 });
    expect(state.answers).toEqual({ q2: 20 });
    expect(state.emailGiven).toBe(false);
    expect(currentQuestion(plain, state)?.id).toBe("q1");
  });

  it("has Previous disabled on the first question and Next disabled until it is answered", () => {
    const state = initialFlow(plain);
    expect(canGoPrevious(state)).toBe(false);
    expect(canGoNext(plain, state)).toBe(false);
    expect(canGoNext(plain, run(plain, answer("q1", 1)))).toBe(true);
  });
});

describe("answering", () => {
  it("records a select option by its index", () => {
    expect(run(plain, answer("q1", 2)).answers).toEqual({ q1: 2, q2: 20 });
    expect(run(plain, answer("q1", 2), answer("q1", 0)).answers.q1).toBe(0);
  });

  it("ignores an option that does not exist, a question that does not exist and a non-number", () => {
    const start = initialFlow(plain);
    for (const action of [answer("q1", 3), answer("q1", -1), answer("q1", 0.5), answer("nope", 1), answer("q1", Number.NaN)]) {
      expect(reduceToolFlow(plain, start, action)).toBe(start);
    }
  });

  it("keeps a range value within its bounds, on its steps", () => {
    const on = (value: number) => run(plain, answer("q1", 0), next, answer("q2", value)).answers.q2;
    expect(on(120)).toBe(120);
    expect(on(122)).toBe(120);
    expect(on(123)).toBe(125);
    expect(on(5)).toBe(20);
    expect(on(9000)).toBe(500);
    expect(on(Number.POSITIVE_INFINITY)).toBe(20); // not finite: the default stays
  });

  it("snaps fractional steps without float noise", () => {
    const tool: FlowTool = { questions: [range("r", 0, 1, 0.1)], lead_capture: false };
    expect(run(tool, answer("r", 0.3)).answers.r).toBe(0.3);
  });

  it("returns the same state when an answer changes nothing", () => {
    const state = run(plain, answer("q1", 1));
    expect(reduceToolFlow(plain, state, answer("q1", 1))).toBe(state);
  });
});

describe("Next and Previous", () => {
  it("does not leave an unanswered question", () => {
    const start = initialFlow(plain);
    expect(reduceToolFlow(plain, start, next)).toBe(start);
  });

  it("moves forward one question at a time, range questions being answered by default", () => {
    const second = run(plain, answer("q1", 0), next);
    expect(second.step).toEqual({ kind: "question", index: 1 });
    expect(canGoNext(plain, second)).toBe(true);
    expect(canGoPrevious(second)).toBe(true);
    expect(run(plain, answer("q1", 0), next, next).step).toEqual({ kind: "question", index: 2 });
  });

  it("moves back one question at a time and keeps the answers", () => {
    const back = run(plain, answer("q1", 2), next, answer("q2", 300), next, previous);
    expect(back.step).toEqual({ kind: "question", index: 1 });
    expect(back.answers).toEqual({ q1: 2, q2: 300 });
    expect(reduceToolFlow(plain, back, previous).step).toEqual({ kind: "question", index: 0 });
  });

  it("does nothing on Previous from the first question", () => {
    const start = initialFlow(plain);
    expect(reduceToolFlow(plain, start, previous)).toBe(start);
  });
});

describe("the end of the questions", () => {
  it("shows the results after the last question when the tool does not capture leads", () => {
    const done = run(plain, ...allAnswered);
    expect(done.step).toEqual({ kind: "results" });
    expect(canGoNext(plain, done)).toBe(false);
    expect(canGoPrevious(done)).toBe(false);
    expect(currentQuestion(plain, done)).toBeUndefined();
  });

  it("asks for the e-mail after the last question when the tool captures leads", () => {
    const email = run(capturing, ...allAnswered);
    expect(email.step).toEqual({ kind: "email" });
    expect(canGoNext(capturing, email)).toBe(false);
    expect(canGoPrevious(email)).toBe(true);
  });

  it("goes back from the e-mail step to the last question", () => {
    expect(run(capturing, ...allAnswered, previous).step).toEqual({ kind: "question", index: 2 });
  });

  it("shows the results once the e-mail is stored, and only from the e-mail step", () => {
    const done = run(capturing, ...allAnswered, { type: "email-stored" });
    expect(done.step).toEqual({ kind: "results" });
    expect(done.emailGiven).toBe(true);
    const early = run(capturing, answer("q1", 0));
    expect(reduceToolFlow(capturing, early, { type: "email-stored" })).toBe(early);
  });

  it("cannot reach the results by Next from the e-mail step", () => {
    const email = run(capturing, ...allAnswered);
    expect(reduceToolFlow(capturing, email, next)).toBe(email);
  });

  it("freezes the answers on the results and the e-mail step", () => {
    for (const state of [run(plain, ...allAnswered), run(capturing, ...allAnswered)]) {
      expect(reduceToolFlow(plain, state, answer("q1", 1))).toBe(state);
    }
  });

  it("does nothing on Previous from the results", () => {
    const done = run(plain, ...allAnswered);
    expect(reduceToolFlow(plain, done, previous)).toBe(done);
  });
});

describe("a result link (decision 018)", () => {
  const opened = { type: "open", answers: { q1: 1, q2: 20, q3: 0 } } as const;

  it("opens on the results of a tool that does not capture leads", () => {
    const state = run(plain, opened);
    expect(state.step).toEqual({ kind: "results" });
    expect(state.answers).toEqual(opened.answers);
  });

  it("opens on the e-mail step of a tool that captures leads, its answers kept, Previous to the last question", () => {
    const state = run(capturing, opened);
    expect(state.step).toEqual({ kind: "email" });
    expect(state.answers).toEqual(opened.answers);
    expect(reduceToolFlow(capturing, state, next)).toBe(state);
    expect(reduceToolFlow(capturing, state, previous).step).toEqual({ kind: "question", index: questions.length - 1 });
    expect(reduceToolFlow(capturing, state, { type: "email-stored" }).step).toEqual({ kind: "results" });
  });

  it("opens on the results once an address was given in this page's life", () => {
    const state = run(capturing, ...allAnswered, { type: "email-stored" }, { type: "restart" }, opened);
    expect(state.step).toEqual({ kind: "results" });
  });
});

describe("restarting", () => {
  it("goes back to the first question with the default answers", () => {
    const again = run(plain, ...allAnswered, { type: "restart" });
    expect(again).toEqual(initialFlow(plain));
  });

  it("does not ask again for an e-mail already given", () => {
    const again = run(capturing, ...allAnswered, { type: "email-stored" }, { type: "restart" });
    expect(again.emailGiven).toBe(true);
    expect(reduceToolFlow(capturing, again, next).step).toEqual({ kind: "question", index: 0 });
    const replayed = [answer("q1", 1), next, next, answer("q3", 0), next] as const;
    expect(replayed.reduce((s, a) => reduceToolFlow(capturing, s, a), again).step).toEqual({ kind: "results" });
  });

  it("can restart from any step", () => {
    expect(run(plain, answer("q1", 1), next, { type: "restart" })).toEqual(initialFlow(plain));
    expect(run(capturing, ...allAnswered, { type: "restart" })).toEqual(initialFlow(capturing));
  });
});
