import { accountMessage, isAccountMessageKey } from './account';
import { VALIDATION_MESSAGES } from './validation-messages';
import { expectSameKeysAndPlaceholders } from '../testing/messageTables';

describe('generic field messages', () => {
  it('have the same keys and placeholders in tr, en and ru', () => {
    expectSameKeysAndPlaceholders(VALIDATION_MESSAGES);
  });

  it('are message keys the error handler translates, placeholders filled', () => {
    expect(isAccountMessageKey('fieldTooLong')).toBe(true);
    expect(accountMessage('fieldTooLong', 'tr', { max: 200 })).toBe('En fazla 200 karakter olmalıdır.');
    expect(accountMessage('fieldChoice', 'ru', { values: 'sale, rent' })).toBe('Выберите одно из значений: sale, rent.');
    expect(accountMessage('catalogPageMax', 'en', { max: 50 })).toBe('The last page is 50; narrow the filter to see more results.');
  });
});
