import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BlockedAddressError, fetchPublic, isPublicAddress } from './safe-fetch';

test('public addresses only: loopback, private, link-local, CGNAT, unspecified and mapped private ones are refused', () => {
  for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fc00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
    assert.equal(isPublicAddress(ip), false, ip);
  }
  for (const ip of ['8.8.8.8', '93.184.216.34', '2a00:1450:4001:80b::200e', '::ffff:8.8.8.8']) assert.equal(isPublicAddress(ip), true, ip);
  assert.equal(isPublicAddress('not an ip'), false);
});

test('a feed on the server’s own network is refused (literal, name, redirect); allowed with allowPrivate', async (t) => {
  const server = createServer((req, res) => {
    if (req.url === '/hop') {
      res.writeHead(302, { location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed` });
      return res.end();
    }
    res.end('<realty-feed/>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => server.close());
  const port = (server.address() as AddressInfo).port;
  await assert.rejects(fetchPublic(`http://127.0.0.1:${port}/feed`), BlockedAddressError);
  await assert.rejects(fetchPublic(`http://[::ffff:127.0.0.1]:${port}/feed`), BlockedAddressError);
  await assert.rejects(fetchPublic(`http://localhost:${port}/feed`), (error: Error & { cause?: unknown }) => {
    assert.ok(error instanceof BlockedAddressError || error.cause instanceof BlockedAddressError, String(error));
    return true;
  });
  await assert.rejects(fetchPublic(`file:///etc/passwd`), BlockedAddressError);
  const ok = await fetchPublic(`http://127.0.0.1:${port}/hop`, { allowPrivate: true });
  assert.equal(await ok.text(), '<realty-feed/>');
});
