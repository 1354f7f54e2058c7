// Reading the values of raw SQL rows (`Database.execute`), where a column arrives as unknown.

/** A nullable numeric column: SQL NULL stays null, anything else becomes a number. */
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
