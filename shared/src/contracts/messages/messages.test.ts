import { MESSAGES_MESSAGES, isMessagesMessageKey, messagesMessage } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the messages domain texts', () => {
  it('has the same keys and placeholders in tr, en and ru', () => {
    const keys = Object.keys(MESSAGES_MESSAGES.en).sort();
    for (const lang of ['tr', 'ru'] as const) {
      expect(Object.keys(MESSAGES_MESSAGES[lang]).sort()).toEqual(keys);
      for (const key of keys) {
        const k = key as keyof (typeof MESSAGES_MESSAGES)['en'];
        expect(placeholders(MESSAGES_MESSAGES[lang][k])).toEqual(placeholders(MESSAGES_MESSAGES.en[k]));
      }
    }
  });

  it('fills placeholders and falls back to English', () => {
    expect(messagesMessage('tooManyMessages', 'tr', { seconds: 30 })).toContain('30 saniye');
    expect(messagesMessage('deletedAccount', 'de')).toBe('Deleted account');
    expect(isMessagesMessageKey('blocked')).toBe(true);
    expect(isMessagesMessageKey('toString')).toBe(false);
  });
});
