// Viewing slots: the buyer proposes Europe/Istanbul wall time (`YYYY-MM-DDTHH:mm`); they are kept as instants.
// The offset comes from the time zone database through Intl (Turkey has kept UTC+3 all year since 2016, but a
// rule change must not need a code change), and a wall time that does not exist (2026-02-30, 24:00) is refused.
import { VIEWING_TIME_ZONE } from '@realty/shared/contracts/messages';
import type { ViewingMessageKey } from '@realty/shared/contracts/messages';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** A slot must be at least this far ahead, and at most this far. */
export const SLOT_MIN_AHEAD_MS = HOUR;
export const SLOT_MAX_AHEAD_MS = 60 * DAY;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: VIEWING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Istanbul wall time of an instant, `YYYY-MM-DDTHH:mm`. */
export function istanbulWallTime(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Minutes Istanbul is ahead of UTC at this instant. */
function offsetMinutes(instant: Date): number {
  const wall = istanbulWallTime(instant);
  return (Date.parse(`${wall}:00Z`) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000;
}

/** The instant of an Istanbul wall time, or null when it is malformed or does not exist. */
export function istanbulInstant(wall: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return null;
  const asUtc = Date.parse(`${wall}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // two passes: the offset at the first guess, then at the instant it gives (right across an offset change)
  let instant = new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
  instant = new Date(asUtc - offsetMinutes(instant) * 60_000);
  return istanbulWallTime(instant) === wall ? instant : null;
}

export type SlotCheck = { slots: Date[] } | { errors: Record<string, ViewingMessageKey[]> };

/** The proposed slots as instants, or a message per invalid slot (`slots.0`, …): ≥ 1 hour ahead, ≤ 60 days, distinct. */
export function checkSlots(walls: readonly string[], now = new Date()): SlotCheck {
  const errors: Record<string, ViewingMessageKey[]> = {};
  const slots: Date[] = [];
  const seen = new Set<number>();
  walls.forEach((wall, i) => {
    const instant = istanbulInstant(wall);
    let problem: ViewingMessageKey | null = null;
    if (!instant) problem = 'slotInvalid';
    else if (instant.getTime() < now.getTime() + SLOT_MIN_AHEAD_MS) problem = 'slotPast';
    else if (instant.getTime() > now.getTime() + SLOT_MAX_AHEAD_MS) problem = 'slotTooFar';
    else if (seen.has(instant.getTime())) problem = 'slotDuplicate';
    if (problem) errors[`slots.${i}`] = [problem];
    else if (instant) {
      seen.add(instant.getTime());
      slots.push(instant);
    }
  });
  return Object.keys(errors).length ? { errors } : { slots };
}

/** An instant shown as Istanbul time in a language ("Friday 4 December 2026, 14:00"). */
export function formatSlot(instant: Date, lang: string): string {
  const locale = lang === 'tr' ? 'tr-TR' : lang === 'ru' ? 'ru-RU' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { timeZone: VIEWING_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(instant);
}
