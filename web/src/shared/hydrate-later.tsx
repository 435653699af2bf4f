import { Component, Suspense, createElement, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * Hydration in turns (issue 20, Total Blocking Time). Preact hydrates a whole document in one
 * synchronous task; at a phone's speed that task alone was 240–320 ms, and every millisecond of a
 * task past 50 counts as blocking time. A region wrapped in <HydrateLater> is skipped by the
 * document's first hydration, its prerendered elements left as they are (Preact keeps the DOM of
 * a component that suspends while hydrating), and hydrated afterwards in its own task, the regions
 * one after another in document order, each turn a new task (the browser may paint and answer
 * input between two). Until its turn, a region reads and works as the prerendered page does
 * without JavaScript: links load the page, a form posts to the server.
 *
 * Only hydration is split: a region met while hydrating (in the first pass or inside a region
 * hydrated in its turn) waits for a turn; the prerender (React) and every later render write the
 * children as they are. Under `react-router dev` (React DOM, which hydrates concurrently anyway)
 * nothing is deferred. The region's children must render exactly one element, the one Preact
 * keeps while the region waits (e2e/site-pages.spec.ts checks that hydration adds or removes
 * no element on each page type).
 */

/** The turns given so far, one after another: each region's turn starts a task after the previous one's. */
let lastTurn: Promise<void> = Promise.resolve();
/** Regions still waiting for their turn, or hydrated so recently that they may hold waiting ones. */
let waiting = 0;

/** Once no region waits, <html> says so (`data-hydrated`): what tests and measurements wait for. */
function markIfHydrated(): void {
  if (waiting === 0) document.documentElement.setAttribute("data-hydrated", "");
}

/** Runs `hydrate` (the entry's hydrateRoot call); the regions it meets are hydrated in later tasks. */
export function hydrateInTurns(hydrate: () => void): void {
  hydrate();
  markIfHydrated();
}

/** A promise settled in a new task (a message to ourselves: no 4 ms clamp as nested timers have). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

type Turn = Promise<void> & { done?: boolean };

function takeTurn(): Turn {
  const turn: Turn = lastTurn.then(nextTask);
  // Registered before the <Suspense> boundary's own callback: `done` is true when it re-renders.
  void turn.then(() => {
    turn.done = true;
  });
  // The region is hydrated in its turn's task; a task later, the regions it holds have taken theirs.
  waiting += 1;
  void turn.then(nextTask).then(() => {
    waiting -= 1;
    markIfHydrated();
  });
  lastTurn = turn;
  return turn;
}

/**
 * Throws its turn (a promise: the boundary above keeps the prerendered DOM) until the turn has
 * come, then renders the children. A class so that the turn survives the suspension: Preact keeps
 * the instance, and drops the hooks of a component that suspends on its first render.
 *
 * Preact hydrates without touching attributes, so the turn hydrates the children of the first
 * render, the ones the prerender wrote. If the page above re-rendered meanwhile (a state read
 * from storage in an effect, say), the region then renders its current children in the next
 * task, an ordinary update that sets what changed (a switch no longer disabled).
 */
class WaitForTurn extends Component<{ hydrating: boolean; children: ReactNode }> {
  private turn: Turn | null = null;
  /** The children of the first render, until the turn hydrates them. */
  private prerendered: ReactNode = null;
  private stale = false;

  render() {
    if (this.props.hydrating && this.turn === null) {
      this.turn = takeTurn();
      this.prerendered = this.props.children;
    }
    if (this.turn && !this.turn.done) throw this.turn;
    if (this.prerendered !== null) {
      const first = this.prerendered;
      this.prerendered = null;
      this.stale = first !== this.props.children;
      return first;
    }
    return this.props.children;
  }

  componentDidMount() {
    this.refreshIfStale();
  }

  componentDidUpdate() {
    this.refreshIfStale();
  }

  private refreshIfStale() {
    if (!this.stale) return;
    this.stale = false;
    void nextTask().then(() => this.forceUpdate());
  }
}

/** A region of the page hydrated in a task of its own after the document's first hydration. */
export function HydrateLater({ children }: { children: ReactNode }) {
  const hydrating = !useHydrated();
  if (import.meta.env.SSR || import.meta.env.DEV) return children;
  return createElement(Suspense, { fallback: null }, createElement(WaitForTurn, { hydrating, children }));
}
