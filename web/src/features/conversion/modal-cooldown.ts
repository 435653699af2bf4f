// When the conversion modal last opened (spec §4: key `lastConversionModal`, a time in ms), so
// that it opens at most once per `modal_cooldown_ms`. Kept through safe-storage (functional: in
// memory only when functional storage is refused). Blocked storage or a value that is not a
// time counts as « never opened »: the page works, the visitor is at worst asked again.
import { readRaw, writeStored } from "~/shared/safe-storage";

export const LAST_MODAL_KEY = "lastConversionModal" as const;

/** The stored time, or null when there is none or it is not a time (blocked storage, garbage). */
export function lastModalOpened(): number | null {
  const raw = readRaw(LAST_MODAL_KEY);
  if (!raw || !/^\d{1,16}$/.test(raw.trim())) return null;
  const time = Number(raw);
  return Number.isSafeInteger(time) ? time : null;
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

/** Notes that the modal opened now (in memory for this page when storage is refused or blocked). */
export function rememberModalOpened(now: number = Date.now()): void {
  writeStored(LAST_MODAL_KEY, String(now));
}
