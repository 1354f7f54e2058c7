import { test } from 'node:test';
import assert from 'node:assert/strict';
import { messageFlags } from './safety';

test('links, phone numbers and e-mail addresses are flagged; prices, rooms and dates are not', () => {
  assert.deepEqual(messageFlags('Call me: 0532 123 45 67'), ['phone']);
  assert.deepEqual(messageFlags('WhatsApp +90 (532) 123-45-67'), ['phone']);
  assert.deepEqual(messageFlags('+7 916 123 45 67'), ['phone']);
  assert.deepEqual(messageFlags('see https://example.com/x'), ['link']);
  assert.deepEqual(messageFlags('cheap-flats.com.tr'), ['link']);
  assert.deepEqual(messageFlags('ali.veli@gmail.com'), ['email']);
  assert.deepEqual(messageFlags('Fiyat 3.500.000 TL, 2+1, 120 m², 12.05.2026 uygun mu?'), []);
  assert.deepEqual(messageFlags('Is the price negotiable?'), []);
});
