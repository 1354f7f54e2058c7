import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asClientError, cleanFilename, MALFORMED_MULTIPART } from './multipart';

test('cleanFilename drops control characters and lone surrogates, keeps letters of any script', () => {
  const cases: Array<[string | undefined, string]> = [
    ['ilan\u0000lar\u0007.csv', 'ilanlar.csv'],
    ['a\u0085b\u001f\u007f.xml', 'ab.xml'],
    ['объявления \ud800.yrl', 'объявления .yrl'],
    ['🌊 deniz.csv', '🌊 deniz.csv'],
    ['\u0000\u0001', 'upload'],
    [undefined, 'upload'],
  ];
  for (const [name, cleaned] of cases) assert.equal(cleanFilename(name), cleaned, JSON.stringify(name));
  assert.equal(cleanFilename('x'.repeat(300)).length, 200);
});

test('asClientError tags parser failures 400, leaves statused and system errors alone', () => {
  const parser = asClientError(new Error('Unexpected end of form')) as Error & { statusCode: number; code: string };
  assert.deepEqual([parser.statusCode, parser.code], [400, MALFORMED_MULTIPART]);
  const limit = asClientError(Object.assign(new Error('reach files limit'), { statusCode: 413, code: 'FST_FILES_LIMIT' })) as Error & { statusCode: number };
  assert.equal(limit.statusCode, 413);
  const disk = asClientError(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC', syscall: 'write' })) as Error & { statusCode?: number };
  assert.equal(disk.statusCode, undefined);
});
