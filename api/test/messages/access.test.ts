// Who can read a thread (issue 30): the buyer, the seller and the listing agency's owner; a third user, an agent of
// another agency, another agent of the same agency get 404, a visitor 401. Starting and reusing threads, read
// pointers, the list and bad input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { appForFile } from '../helper';
import { agencyListing, makeAgency, send, signUp, start, unread, write, type TestUser } from './helpers';

let app: FastifyInstance;
appForFile({}, (opened) => {
  app = opened;
});

interface World {
  buyer: TestUser;
  agent: TestUser;
  colleague: TestUser;
  owner: TestUser;
  rival: TestUser;
  third: TestUser;
  listing: number;
}

async function world(): Promise<World> {
  const users: TestUser[] = [];
  for (let i = 0; i < 7; i += 1) users.push(await signUp(app));
  const [buyer, agent, colleague, owner, rival, rivalOwner, third] = users;
  const agency = await makeAgency(app, owner!, [agent!, colleague!]);
  await makeAgency(app, rivalOwner!, [rival!]);
  const listing = await agencyListing(app, agent!, agency);
  return { buyer: buyer!, agent: agent!, colleague: colleague!, owner: owner!, rival: rival!, third: third!, listing };
}

test('the buyer starts a thread about a listing; the seller and the agency owner read it; others get 404, visitors 401', async () => {
  const w = await world();
  const res = await start(w.buyer, { realty_id: w.listing, text: 'Is the flat still available?' });
  assert.equal(res.statusCode, 201, res.body);
  const { conversation_id: id, message } = res.json().data;
  assert.equal(message.text, 'Is the flat still available?');
  assert.equal(message.from_me, true);

  // the same buyer and listing: the same thread
  const again = await start(w.buyer, { realty_id: w.listing, text: 'Hello?' });
  assert.equal(again.statusCode, 201, again.body);
  assert.equal(again.json().data.conversation_id, id);

  for (const [who, role] of [
    [w.buyer, 'buyer'],
    [w.agent, 'seller'],
    [w.owner, 'agency'],
  ] as const) {
    const page = await who.jar.inject({ url: `/en/api/conversations/${id}/messages` });
    assert.equal(page.statusCode, 200, page.body);
    const body = page.json();
    assert.equal(body.conversation.role, role);
    assert.deepEqual(
      body.data.map((m: { text: string }) => m.text),
      ['Is the flat still available?', 'Hello?'],
    );
    assert.equal(body.conversation.listing.id, w.listing);
    const list = await who.jar.inject({ url: '/en/api/conversations' });
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(
      list.json().data.map((c: { id: number }) => c.id),
      [id],
    );
  }
  assert.equal((await unread(w.agent)).unread, 2);
  assert.equal((await unread(w.owner)).unread, 2);
  assert.equal((await unread(w.buyer)).unread, 0);

  // the agency owner reads: his own pointer moves, the agent's stays
  const read = await send(w.owner.jar, { method: 'POST', url: `/en/api/conversations/${id}/read`, payload: {} });
  assert.equal(read.statusCode, 200, read.body);
  assert.equal((await unread(w.owner)).unread, 0);
  assert.equal((await unread(w.agent)).unread, 2);

  // the seller answers; the buyer sees it unread, and the receipt after the seller reads
  const answer = await write(w.agent, id, { text: 'Yes, come on Saturday.' });
  assert.equal(answer.statusCode, 201, answer.body);
  assert.deepEqual(await unread(w.buyer), { unread: 1, threads: 1 });
  const first = (await w.agent.jar.inject({ url: `/en/api/conversations/${id}/messages` })).json().data[0].id as number;
  await send(w.agent.jar, { method: 'POST', url: `/en/api/conversations/${id}/read`, payload: { up_to: first } });
  assert.equal((await unread(w.agent)).unread, 1);
  // never back
  const back = await send(w.agent.jar, { method: 'POST', url: `/en/api/conversations/${id}/read`, payload: { up_to: 1 } });
  assert.equal(back.json().data.last_read_id, first);
  const buyerView = (await w.buyer.jar.inject({ url: `/en/api/conversations/${id}/messages` })).json();
  assert.equal(buyerView.conversation.other_read_id, first);

  for (const outsider of [w.third, w.rival, w.colleague]) {
    for (const res of [
      await outsider.jar.inject({ url: `/en/api/conversations/${id}/messages` }),
      await write(outsider, id, { text: 'hi' }),
      await send(outsider.jar, { method: 'POST', url: `/en/api/conversations/${id}/read`, payload: {} }),
      await send(outsider.jar, { method: 'POST', url: `/en/api/conversations/${id}/block`, payload: {} }),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().message, 'Conversation not found.');
    }
    const list = await outsider.jar.inject({ url: '/en/api/conversations' });
    assert.deepEqual(list.json().data, []);
  }
  for (const res of [
    await app.inject({ url: `/en/api/conversations/${id}/messages` }),
    await app.inject({ url: '/en/api/conversations' }),
    await app.inject({ url: '/en/api/conversations/unread' }),
  ]) {
    assert.equal(res.statusCode, 401, res.body);
  }
});

test('writing to an agent from the agent page; not to myself; not to a hidden listing', async () => {
  const w = await world();
  const res = await start(w.buyer, { agent_id: w.colleague.user.id, text: 'Do you have flats in Alanya?' });
  assert.equal(res.statusCode, 201, res.body);
  const id = res.json().data.conversation_id as number;
  const again = await start(w.buyer, { agent_id: w.colleague.user.id, text: 'Anything?' });
  assert.equal(again.json().data.conversation_id, id);
  const colleagueView = await w.colleague.jar.inject({ url: `/en/api/conversations/${id}/messages` });
  assert.equal(colleagueView.statusCode, 200);
  assert.equal(colleagueView.json().conversation.listing, null);
  // a plain user is not an agent
  const notAgent = await start(w.buyer, { agent_id: w.third.user.id, text: 'Hi' });
  assert.equal(notAgent.statusCode, 404, notAgent.body);
  const self = await start(w.agent, { realty_id: w.listing, text: 'Me' });
  assert.equal(self.statusCode, 422, self.body);
  assert.ok(self.json().errors.realty_id);
  await app.database.execute(`UPDATE listings SET status = 'hidden' WHERE id = $1`, [w.listing]);
  const hidden = await start(w.third, { realty_id: w.listing, text: 'Hi' });
  assert.equal(hidden.statusCode, 404, hidden.body);
});

test('bad input: 422 with a message per field', async () => {
  const w = await world();
  const both = await start(w.buyer, { realty_id: w.listing, agent_id: w.agent.user.id, text: 'x' });
  assert.equal(both.statusCode, 422, both.body);
  assert.ok(both.json().errors.agent_id);
  const none = await start(w.buyer, { text: 'x' });
  assert.equal(none.statusCode, 422);
  assert.ok(none.json().errors.realty_id);
  const empty = await start(w.buyer, { realty_id: w.listing, text: '   ' }, 'tr');
  assert.equal(empty.statusCode, 422);
  assert.ok(empty.json().errors.text?.[0]);
  const long = await start(w.buyer, { realty_id: w.listing, text: 'a'.repeat(2001) });
  assert.equal(long.statusCode, 422);
  assert.ok(long.json().errors.text);
  const ok = await start(w.buyer, { realty_id: w.listing, text: 'Hello' });
  const id = ok.json().data.conversation_id as number;
  const nothing = await write(w.buyer, id, { text: '' });
  assert.equal(nothing.statusCode, 422);
  assert.ok(nothing.json().errors.text);
  const tooMany = await write(w.buyer, id, { text: 'x', photos: ['a', 'b', 'c', 'd', 'e', 'f'] });
  assert.equal(tooMany.statusCode, 422);
  assert.ok(tooMany.json().errors.photos);
  const unknownPhoto = await write(w.buyer, id, { text: 'x', photos: ['0123456789abcdef01234567-10x10'] });
  assert.equal(unknownPhoto.statusCode, 422, unknownPhoto.body);
  assert.ok(unknownPhoto.json().errors.photos);
  const report = await send(w.buyer.jar, { method: 'POST', url: `/en/api/conversations/${id}/report`, payload: { reason: 'nope' } });
  assert.equal(report.statusCode, 422);
  assert.ok(report.json().errors.reason);
  const badPage = await w.buyer.jar.inject({ url: '/en/api/conversations?page=0' });
  assert.equal(badPage.statusCode, 422);
});

test('a viewing line of the thread carries its viewing, with what each side may do', async () => {
  const w = await world();
  const id = (await start(w.buyer, { realty_id: w.listing, text: 'Can I see it?' })).json().data.conversation_id as number;
  const { rows } = await app.database.execute(
    `INSERT INTO viewing_requests (conversation_id, listing_id, buyer_id, seller_id, slots)
     VALUES ($1, $2, $3, $4, ARRAY['2030-05-01T10:00:00Z', '2030-05-02T12:30:00Z']::timestamptz[]) RETURNING id`,
    [id, w.listing, w.buyer.user.id, w.agent.user.id],
  );
  const viewingId = Number(rows[0]?.id);
  await app.database.execute(`INSERT INTO conversation_messages (conversation_id, sender_id, kind, viewing_id, body) VALUES ($1, $2, 'viewing', $3, '')`, [
    id,
    w.buyer.user.id,
    viewingId,
  ]);
  const buyerLine = (await w.buyer.jar.inject({ url: `/en/api/conversations/${id}/messages` })).json().data[1];
  assert.equal(buyerLine.kind, 'viewing');
  assert.deepEqual(buyerLine.viewing.slots, ['2030-05-01T10:00:00.000Z', '2030-05-02T12:30:00.000Z']);
  assert.deepEqual([buyerLine.viewing.id, buyerLine.viewing.status, buyerLine.viewing.can_answer, buyerLine.viewing.can_cancel], [viewingId, 'pending', false, true]);
  const sellerLine = (await w.agent.jar.inject({ url: `/en/api/conversations/${id}/messages` })).json().data[1];
  assert.deepEqual([sellerLine.viewing.can_answer, sellerLine.viewing.can_cancel], [true, false]);
  assert.equal((await w.buyer.jar.inject({ url: `/en/api/conversations/${id}/messages` })).json().data[0].viewing, null);
});
