import { accountMessage, isAccountMessageKey } from './account';
import { VALIDATION_MESSAGES } from './validation-messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('generic field messages', () => {
  it('have the same keys and placeholders in tr, en and ru', () => {
    const keys = Object.keys(VALIDATION_MESSAGES.en).sort();
    for (const lang of ['tr', 'ru'] as const) {
      expect(Object.keys(VALIDATION_MESSAGES[lang]).sort()).toEqual(keys);
      for (const key of keys) {
        const k = key as keyof (typeof VALIDATION_MESSAGES)['en'];
        expect([lang, key, placeholders(VALIDATION_MESSAGES[lang][k])]).toEqual([lang, key, placeholders(VALIDATION_MESSAGES.en[k])]);
      }
    }
  });

  it('are message keys the error handler translates, placeholders filled', () => {
    expect(isAccountMessageKey('fieldTooLong')).toBe(true);
    expect(accountMessage('fieldTooLong', 'tr', { max: 200 })).toBe('En fazla 200 karakter olmalıdır.');
    expect(accountMessage('fieldChoice', 'ru', { values: 'sale, rent' })).toBe('Выберите одно из значений: sale, rent.');
    expect(accountMessage('catalogPageMax', 'en', { max: 50 })).toBe('The last page is 50; narrow the filter to see more results.');
  });
});
