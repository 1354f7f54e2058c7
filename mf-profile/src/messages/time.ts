// Dates of the messages pages. Message times in the viewer's own zone and locale; viewing slots always in
// Europe/Istanbul (where the property is), in the viewer's locale.
import { LOCALES, type Lang } from '@realty/shared';
import { VIEWING_TIME_ZONE } from '@realty/shared/contracts/messages';

/** Today: the time; otherwise the short date (a thread list's or a bubble's stamp). */
export function messageTime(iso: string, lang: Lang, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(LOCALES[lang], sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' }).format(date);
}

/** A bubble's full stamp (its tooltip). */
export const fullTime = (iso: string, lang: Lang): string =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A viewing slot (ISO instant) as Istanbul wall time in the viewer's locale. */
export const slotTime = (iso: string, lang: Lang): string =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: VIEWING_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The Istanbul calendar day of an instant, 'YYYY-MM-DD' (the agenda's grouping key). */
export const istanbulDay = (iso: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: VIEWING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

export const dayTitle = (iso: string, lang: Lang): string =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: VIEWING_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
export const hourOf = (iso: string, lang: Lang): string =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: VIEWING_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
