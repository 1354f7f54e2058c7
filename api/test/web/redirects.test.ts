// Real 301s (DECISIONS.md): trailing slash, Turkish deal words in catalogue URLs (no loop), and
// `/` -> `/{lang}` by the i18n_redirected cookie, then Accept-Language, then tr. The rules' unit cases live next to
// the shared implementation (shared/src/routes/redirects.test.ts, `canonicalRedirect`).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { appForFile, assertRedirect } from '../helper';
import { chooseLang, langFromAcceptLanguage } from '../../src/web/lang';

let app: FastifyInstance;
appForFile({}, (opened) => {
  app = opened;
});

/** `url` answers a 301 to `location`. */
async function assertMoved(url: string, location: string): Promise<void> {
  await assertRedirect(app, url, 301, location);
}

describe('redirects over HTTP', () => {
  test('trailing slash -> 301 without it, query kept', () => assertMoved('/en/journal/?page=2', '/en/journal?page=2'));

  test('kiralik -> rent in one hop, and the target is a page', async () => {
    const location = '/tr/real-estate/rent-villa/antalya?rooms=3%2B1';
    await assertMoved('/tr/real-estate/kiralik-villa/antalya/?rooms=3%2B1', location);
    const target = await app.inject({ url: location });
    assert.equal(target.statusCode, 200);
  });

  test('satılık (percent-encoded) -> sale', () => assertMoved('/tr/real-estate/sat%C4%B1l%C4%B1k', '/tr/real-estate/sale'));

  test('no open redirect through a protocol-relative path', () => assertMoved('//evil.example/', '/evil.example'));
});

describe('root language choice', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['no hints', {}, '/tr'],
    ['cookie', { cookie: 'i18n_redirected=ru' }, '/ru'],
    ['cookie beats Accept-Language', { cookie: 'i18n_redirected=en', 'accept-language': 'ru' }, '/en'],
    ['invalid cookie falls back to Accept-Language', { cookie: 'i18n_redirected=de', 'accept-language': 'ru-RU,ru;q=0.9' }, '/ru'],
    ['Accept-Language q-values', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5,ru;q=0.8' }, '/ru'],
    ['unsupported Accept-Language', { 'accept-language': 'de, fr;q=0.5' }, '/tr'],
  ];
  for (const [name, headers, location] of cases) {
    test(`${name} -> ${location}`, async () => {
      const res = await app.inject({ url: '/', headers });
      assert.equal(res.statusCode, 301);
      assert.equal(res.headers.location, location);
      assert.equal(res.headers['cache-control'], 'no-store');
    });
  }

  test('query kept', async () => {
    const res = await app.inject({ url: '/?utm_source=x' });
    assert.equal(res.headers.location, '/tr?utm_source=x');
  });

  test('language helpers', () => {
    assert.equal(langFromAcceptLanguage(undefined), undefined);
    assert.equal(langFromAcceptLanguage('en;q=0, ru;q=0.1'), 'ru');
    assert.equal(langFromAcceptLanguage('TR-tr'), 'tr');
    assert.equal(chooseLang(undefined, undefined), 'tr');
  });
});
