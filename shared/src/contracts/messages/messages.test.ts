import { MESSAGES_MESSAGES, isMessagesMessageKey, messagesMessage } from './messages';
import { expectSameKeysAndPlaceholders } from '../../testing/messageTables';

describe('the messages domain texts', () => {
  it('has the same keys and placeholders in tr, en and ru', () => {
    expectSameKeysAndPlaceholders(MESSAGES_MESSAGES);
  });

  it('fills placeholders and falls back to English', () => {
    expect(messagesMessage('tooManyMessages', 'tr', { seconds: 30 })).toContain('30 saniye');
    expect(messagesMessage('deletedAccount', 'de')).toBe('Deleted account');
    expect(isMessagesMessageKey('blocked')).toBe(true);
    expect(isMessagesMessageKey('toString')).toBe(false);
  });
});
