import { useLayoutEffect } from "react";

/**
 * An effect the visitor's very next key or pointer press depends on: a listener that closes a
 * dropdown, a focus move, a modal dialog opening. Preact, the browser's runtime (decision 011), runs
 * `useEffect` only after the next painted frame, where React DOM runs it at once after a click or a
 * key; an Escape pressed in between went nowhere. These run as layout effects, right after the
 * render, on both runtimes (React 19 allows them in the prerender, where they do not run).
 */
export const useInteractionEffect = useLayoutEffect;
