// When the conversion modal last opened (spec §4: key `lastConversionModal`, a time in ms), so
// that it opens at most once per `modal_cooldown_ms`. Blocked storage or a value that is not a
// time counts as « never opened »: the page works, the visitor is at worst asked again.

export const LAST_MODAL_KEY = "lastConversionModal";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored time, or null when there is none or it is not a time (blocked storage, garbage). */
export function lastModalOpened(): number | null {
  try {
    const raw = storage()?.getItem(LAST_MODAL_KEY);
    if (!raw || !/^\d{1,16}$/.test(raw.trim())) return null;
    const time = Number(raw);
    return Number.isSafeInteger(time) ? time : null;
  } catch {
    return null;
  }
}

/**
 * Whether the modal opened less than `cooldownMs` ago. A time slightly ahead of now (the
 * computer's clock was set back) still counts; one further ahead than the cooldown is garbage.
 */
export function inCooldown(cooldownMs: number, now: number = Date.now()): boolean {
  const last = lastModalOpened();
  if (last === null || last > now + cooldownMs) return false;
  return now - last < cooldownMs;
}

/** Notes that the modal opened now (silently nothing when storage is blocked). */
export function rememberModalOpened(now: number = Date.now()): void {
  try {
    storage()?.setItem(LAST_MODAL_KEY, String(now));
  } catch {
    // Storage full or blocked: the cooldown holds for this page only.
  }
}
