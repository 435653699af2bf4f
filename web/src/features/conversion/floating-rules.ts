// Where the floating banners may be (issue 33, point 5). The rules, each in one place:
// - at most one floating banner at a time: the demo video offered after a conversion holds the
//   trial banner back (ConversionLayer; the trial banner's own timers keep running);
// - never over a dialog (the stack's CSS hides it while a modal <dialog> is open), nor over a
//   form or a message a form or tool has just written (below, through useCoversContent);
// - never taller than a quarter of a phone's screen (FLOATING_CARD's max height).

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Whether two boxes share some area (touching edges do not). */
export function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** What a banner must never cover: forms, and messages a form or a tool has just written. */
export const KEEP_CLEAR = 'form, [role="status"]:not(:empty), [role="alert"]:not(:empty)';

/** Whether any of `banners` covers any of `content` (boxes of no area cover nothing). */
export function covers(banners: Box[], content: Box[]): boolean {
  const real = (box: Box) => box.right > box.left && box.bottom > box.top;
  return banners.filter(real).some((banner) => content.filter(real).some((box) => overlaps(banner, box)));
}
