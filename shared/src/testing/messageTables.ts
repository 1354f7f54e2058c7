// Test helper for the domains' message tables (`{ en: {...}, tr: {...}, ru: {...} }`): every language has the keys
// of the English table, and each text the same `{name}` placeholders as its English one.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

type MessageTable = Record<'tr' | 'en' | 'ru', Readonly<Record<string, string>>>;

export function expectSameKeysAndPlaceholders(table: MessageTable): void {
  const keys = Object.keys(table.en).sort();
  for (const lang of ['tr', 'ru'] as const) {
    expect(Object.keys(table[lang]).sort()).toEqual(keys);
    for (const key of keys) {
      expect([lang, key, placeholders(table[lang][key] ?? '')]).toEqual([lang, key, placeholders(table.en[key] ?? '')]);
    }
  }
}
