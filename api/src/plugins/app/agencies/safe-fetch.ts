// Outbound requests to URLs a user gave us (import feeds and their offers' images). Only public addresses are
// reached: the address is checked after DNS, at connect time (no DNS-rebinding gap), and again at every redirect,
// so a feed URL cannot make the server call its own network (SSRF): localhost, private ranges, link-local
// (cloud metadata), carrier-grade NAT and the like are refused. IMPORT_ALLOW_PRIVATE_URLS turns this off for tests
// and intranet feeds.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type RequestInit, type Response } from 'undici';

export const MAX_REDIRECTS = 5;

export class BlockedAddressError extends Error {
  readonly code = 'EBLOCKED';
  constructor(readonly address: string) {
    super(`address not allowed: ${address}`);
  }
}

/** A globally routable unicast address (IPv4-mapped IPv6 judged as IPv4). */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let addr = ipaddr.parse(ip);
  if (addr instanceof ipaddr.IPv6 && addr.isIPv4MappedAddress()) addr = addr.toIPv4Address();
  return addr.range() === 'unicast';
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** `dns.lookup` that fails with EBLOCKED when any address of the name is not public. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) return callback(new BlockedAddressError(blocked.address), '');
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    return first ? callback(null, first.address, first.family) : callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '');
  });
}

const publicAgent = new Agent({ connect: { lookup: publicLookup as never } });

/**
 * fetch() for a user-supplied http(s) URL: redirects followed by hand (at most 5), each hop's host checked;
 * `allowPrivate` skips the address checks.
 */
export async function fetchPublic(url: string, init: RequestInit & { allowPrivate?: boolean } = {}): Promise<Response> {
  const { allowPrivate = false, ...rest } = init;
  let target = new URL(url);
  for (let hop = 0; ; hop += 1) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new BlockedAddressError(target.protocol);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    // An IP literal never goes through the lookup: check it here.
    if (!allowPrivate && isIP(host) && !isPublicAddress(host)) throw new BlockedAddressError(host);
    const res = await fetch(target, { ...rest, redirect: 'manual', ...(allowPrivate ? {} : { dispatcher: publicAgent }) });
    const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
    if (!location) return res;
    await res.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw Object.assign(new Error('too many redirects'), { code: 'EREDIRECTS' });
    target = new URL(location, target);
  }
}
