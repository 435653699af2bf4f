import { describe, expect, it } from "vitest";
import { initialSearchState, searchReducer, type SearchAction, type SearchState } from "./search-state";

const run = (actions: SearchAction[], start: SearchState = initialSearchState()) => actions.reduce(searchReducer, start);

describe("search state", () => {
  it("opens on typing and starts with no highlighted result", () => {
    expect(run([{ type: "input", query: "gest" }])).toEqual({ query: "gest", open: true, active: -1 });
    expect(initialSearchState()).toEqual({ query: "", open: false, active: -1 });
    expect(initialSearchState("ges")).toEqual({ query: "ges", open: true, active: -1 });
  });

  it("moves down and up through the results, wrapping at both ends", () => {
    const move = (delta: 1 | -1): SearchAction => ({ type: "move", delta, count: 3 });
    const typed = run([{ type: "input", query: "gest" }]);
    expect(run([move(1)], typed).active).toBe(0);
    expect(run([move(1), move(1), move(1)], typed).active).toBe(2);
    expect(run([move(1), move(1), move(1), move(1)], typed).active).toBe(0);
    expect(run([move(-1)], typed).active).toBe(2);
    expect(run([move(1), move(-1)], typed).active).toBe(2);
    expect(run([{ type: "move", delta: 1, count: 0 }], typed).active).toBe(-1);
  });

  it("a new letter drops the highlight; closing keeps the query; the arrow keys reopen", () => {
    const typed = run([{ type: "input", query: "gest" }, { type: "move", delta: 1, count: 3 }]);
    expect(run([{ type: "input", query: "gesti" }], typed)).toEqual({ query: "gesti", open: true, active: -1 });
    const closed = run([{ type: "close" }], typed);
    expect(closed).toEqual({ query: "gest", open: false, active: -1 });
    expect(run([{ type: "move", delta: 1, count: 3 }], closed)).toEqual({ query: "gest", open: true, active: 0 });
    expect(run([{ type: "open" }], closed)).toEqual({ query: "gest", open: true, active: -1 });
  });

  it("clear empties the query and closes the panel", () => {
    expect(run([{ type: "input", query: "gest" }, { type: "clear" }])).toEqual({ query: "", open: false, active: -1 });
  });
});
