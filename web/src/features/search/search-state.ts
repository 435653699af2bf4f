// The search box's state (spec §4): the query, whether the results panel is open, and the
// result highlighted with the arrow keys (combobox pattern: focus stays in the field).

export interface SearchState {
  query: string;
  /** The visitor has not closed the panel since typing (it shows only from the threshold). */
  open: boolean;
  /** Index of the highlighted result, -1 for none. */
  active: number;
}

export type SearchAction =
  | { type: "input"; query: string }
  /** Arrow keys: next (+1) or previous (-1) among `count` results, wrapping; opens a closed panel. */
  | { type: "move"; delta: 1 | -1; count: number }
  /** Focus back in a field that still holds a query. */
  | { type: "open" }
  | { type: "close" }
  | { type: "clear" };

export const initialSearchState = (query = ""): SearchState => ({ query, open: query !== "", active: -1 });

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case "input":
      return { query: action.query, open: true, active: -1 };
    case "move": {
      if (action.count === 0) return { ...state, open: true, active: -1 };
      if (!state.open || state.active < 0) return { ...state, open: true, active: action.delta > 0 ? 0 : action.count - 1 };
      return { ...state, active: (state.active + action.delta + action.count) % action.count };
    }
    case "open":
      return state.open ? state : { ...state, open: true, active: -1 };
    case "close":
      return state.open || state.active >= 0 ? { ...state, open: false, active: -1 } : state;
    case "clear":
      return { query: "", open: false, active: -1 };
  }
}
