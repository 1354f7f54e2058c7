// Registration of a corporate account ("Agency or developer"): the agency name is required (422 with a
// field message), and the new user owns the agency created with the account (DECISIONS.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build, CookieJar } from '../helper';
import { PASSWORD, withCsrf, xsrf } from './helpers';

let n = 0;
const body = (extra: Record<string, unknown>) => ({
  name: 'Deniz',
  lastname: 'Aksoy',
  phone: `0532 ${String(2000000 + ++n).slice(-7)}`,
  email: `agency${n}-${Date.now()}@example.com`,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  ...extra,
});

test('corporate registration requires an agency name and creates the agency owned by the new user', async (t) => {
  const app = await build(t);
  const register = async (prefix: string, extra: Record<string, unknown>) => {
    const jar = await withCsrf(new CookieJar(app));
    return jar.inject({ method: 'POST', url: `${prefix}/register`, headers: xsrf(jar), remoteAddress: `192.0.2.${120 + n}`, payload: body(extra) });
  };
  // The reply is the same neutral message for any address (no account enumeration): the new account is read back.
  const registered = async (extra: Record<string, unknown>) => {
    const jar = await withCsrf(new CookieJar(app));
    const res = await jar.inject({ method: 'POST', url: '/en/api/register', headers: xsrf(jar), remoteAddress: `192.0.2.${120 + n}`, payload: body(extra) });
    assert.equal(res.statusCode, 200, res.body);
    const me = await jar.inject({ url: '/en/api/user' });
    assert.equal(me.statusCode, 200, me.body);
    return me.json<{ data: { id: number; email: string; phone: string; org_type: string } }>().data;
  };
  const agenciesOf = async (userId: number) =>
    (await app.database.execute('SELECT name, slug, email, phone FROM agencies WHERE owner_id = $1', [userId])).rows;

  for (const agency_name of [undefined, '', '   ']) {
    const res = await register('/en/api', { org_type: 'corporate', ...(agency_name === undefined ? {} : { agency_name }) });
    assert.equal(res.statusCode, 422, res.body);
    assert.deepEqual(res.json(), {
      message: 'Enter the name of your agency or company.',
      errors: { agency_name: ['Enter the name of your agency or company.'] },
    });
  }
  const tr = await register('/tr/api', { org_type: 'corporate' });
  assert.deepEqual(tr.json<{ errors: Record<string, string[]> }>().errors.agency_name, ['Ajansınızın veya şirketinizin adını girin.']);
  const long = await register('/en/api', { org_type: 'corporate', agency_name: 'x'.repeat(151) });
  assert.equal(long.statusCode, 422);
  assert.deepEqual(long.json<{ errors: Record<string, string[]> }>().errors.agency_name, ['The agency name may not be longer than 150 characters.']);

  const owner = await registered({ org_type: 'corporate', agency_name: '  Kıyı Emlak & İnşaat ' });
  assert.equal(owner.org_type, 'corporate');
  assert.deepEqual(await agenciesOf(owner.id), [{ name: 'Kıyı Emlak & İnşaat', slug: 'kiyi-emlak-insaat', email: owner.email, phone: owner.phone }]);

  // The same name again: a unique slug.
  const second = await registered({ org_type: 'corporate', agency_name: 'Kıyı Emlak & İnşaat' });
  assert.deepEqual((await agenciesOf(second.id)).map((row) => row.slug), [`kiyi-emlak-insaat-${second.id}`]);

  // A private account owns no agency, even if a name is sent.
  const privateUser = await registered({ org_type: 'private', agency_name: 'Ignored Ltd' });
  assert.deepEqual(await agenciesOf(privateUser.id), []);
});
