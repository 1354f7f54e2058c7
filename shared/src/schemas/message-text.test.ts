import { doubleBraceMessages } from './message-text';
import { agencyMessage } from '../contracts/agencies/messages';
import { noticeMessage } from '../contracts/messages/notice-messages';

describe('the {{name}} message tables', () => {
  const message = doubleBraceMessages({ tr: { hi: 'Merhaba {{name}}' }, en: { hi: 'Hello {{name}}, {{missing}}!' }, ru: { hi: 'Привет {{name}}' } });

  it('reads the language asked for, Turkish for any other, and fills the placeholders (a missing one: empty)', () => {
    expect(message('hi', 'en', { name: 'Ayşe' })).toBe('Hello Ayşe, !');
    expect(message('hi', 'ru', { name: 'Ayşe' })).toBe('Привет Ayşe');
    expect(message('hi', 'de', { name: 'Ayşe' })).toBe('Merhaba Ayşe');
    expect(message('hi', undefined, { name: 'Ayşe' })).toBe('Merhaba Ayşe');
  });

  it('serves the agencies and notice messages', () => {
    expect(agencyMessage('invitationSent', 'tr', { email: 'a@b.co' })).toBe('Davet a@b.co adresine gönderildi');
    expect(noticeMessage('pushMessageTitle', 'ru', { sender: 'Deniz' })).toBe('Новое сообщение от Deniz');
  });
});
