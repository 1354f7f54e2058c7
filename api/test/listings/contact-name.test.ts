// The listing form's "Contact name" reaches the listing page: GET /api/realty/{id} carries it (null without one),
// and the page reply the server inlines into the HTML does too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../helper';
import { insertListing, signUp } from '../accounts/helpers';

test('the contact name entered for a listing is in its public reply', async (t) => {
  const app = await build(t);
  const owner = await signUp(app);
  const named = await insertListing(app, owner.user.id);
  const plain = await insertListing(app, owner.user.id);
  await app.database.execute(`UPDATE listings SET contact_name = 'Mehmet Kaya' WHERE id = $1`, [named]);

  const res = await app.inject({ url: `/tr/api/realty/${named}` });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().data.contact_name, 'Mehmet Kaya');
  const other = await app.inject({ url: `/en/api/realty/${plain}` });
  assert.equal(other.json().data.contact_name, null);
});
