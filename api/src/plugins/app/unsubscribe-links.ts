// Signed unsubscribe links of the e-mails (saved-search and price alerts, notice mails): opened without sign-in, so
// the link carries an HMAC-SHA256 of its scope, kind and id with the app secret (base64url, 32 characters).
import { createHmac, timingSafeEqual } from 'node:crypto';

export class UnsubscribeLinks<Kind extends string> {
  /** `scope` keeps one family's signatures from being valid for another; `route` is the path under `/{lang}/api/`. */
  constructor(private readonly opts: { secret: string; publicUrl: string; scope: string; route: string }) {}

  sign(kind: Kind, id: number): string {
    return createHmac('sha256', this.opts.secret).update(`${this.opts.scope}:${kind}:${id}`).digest('base64url').slice(0, 32);
  }

  verify(kind: Kind, id: number, sig: string): boolean {
    const expected = Buffer.from(this.sign(kind, id));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  url(lang: string, kind: Kind, id: number): string {
    const q = new URLSearchParams({ kind, id: String(id), sig: this.sign(kind, id) });
    return `${this.opts.publicUrl}/${lang}/api/${this.opts.route}?${q.toString()}`;
  }
}
