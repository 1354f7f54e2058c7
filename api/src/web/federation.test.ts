import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routeById } from '@realty/shared/routes';
import { createFederationHints } from './federation';
import { defaultRemotes } from './remotes';

function manifest(expose: string) {
  return JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'JournalPage', path: './JournalPage', assets: { js: { sync: [expose], async: [] } } }],
  });
}

test('a versioned manifest URL keeps the entry and page-chunk preloads, read from that version folder', (t) => {
  const root = mkdtempSync(path.join(tmpdir(), 'federation-hints-'));
  t.after(() => rmSync(root, { recursive: true, force: true }));
  const dist = path.join(root, 'remotes', 'mf-blog', 'dist');
  mkdirSync(path.join(dist, '1.4.2'), { recursive: true });
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest('__federation_expose_JournalPage.aaaa.js'));
  writeFileSync(path.join(dist, '1.4.2', 'mf-manifest.json'), manifest('__federation_expose_JournalPage.bbbb.js'));
  const hints = createFederationHints({ shellDist: path.join(root, 'shell'), remotesDistRoot: path.join(root, 'remotes') });
  const route = routeById('journal');
  const hrefs = (blog: string) => hints.preload(route, { ...defaultRemotes(), blog }).map((hint) => hint.href);

  assert.deepEqual(hrefs('/remotes/mf-blog/1.4.2/mf-manifest.json'), [
    '/remotes/mf-blog/1.4.2/mf-manifest.json',
    '/remotes/mf-blog/1.4.2/remoteEntry.js',
    '/remotes/mf-blog/1.4.2/__federation_expose_JournalPage.bbbb.js',
  ]);
  assert.deepEqual(hrefs('/remotes/mf-blog/mf-manifest.json'), [
    '/remotes/mf-blog/mf-manifest.json',
    '/remotes/mf-blog/remoteEntry.js',
    '/remotes/mf-blog/__federation_expose_JournalPage.aaaa.js',
  ]);
  assert.deepEqual(hrefs('/remotes/mf-blog/../../etc/mf-manifest.json'), ['/remotes/mf-blog/../../etc/mf-manifest.json'], 'no folder outside the dist');
  assert.deepEqual(hrefs('https://cdn.example.com/mf-blog/1.4.2/mf-manifest.json'), ['https://cdn.example.com/mf-blog/1.4.2/mf-manifest.json']);
});
