import { useLayoutEffect } from "react";

/**
 * An effect the visitor's very next key or pointer press depends on: a listener that closes a
 * dropdown, a focus move, a modal dialog opening. A layout effect, run right after the render and
 * before the browser paints (React 19 allows them in the prerender, where they do not run).
 */
export const useInteractionEffect = useLayoutEffect;
