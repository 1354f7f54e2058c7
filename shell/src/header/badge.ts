/** What a badge shows: the count, capped so that it stays a small pill. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
