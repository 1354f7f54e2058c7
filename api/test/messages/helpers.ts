// Helpers of the messages tests: users, agencies and listings made straight in the database, and the api calls.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { insertListing, send, signUp, type TestUser } from '../accounts/helpers';

export { insertListing, send, signUp, type TestUser };

/** A fresh agency owned by `owner`; `members` join it as agents. */
export async function makeAgency(app: FastifyInstance, owner: TestUser, members: TestUser[] = []): Promise<number> {
  const { rows } = await app.database.execute(`INSERT INTO agencies (owner_id, name, slug) VALUES ($1, $2, $3) RETURNING id`, [
    owner.user.id,
    `Agency ${owner.user.id}`,
    `agency-${owner.user.id}`,
  ]);
  const id = Number(rows[0]?.id);
  for (const member of members) await app.database.execute(`INSERT INTO agency_members (agency_id, user_id) VALUES ($1, $2)`, [id, member.user.id]);
  return id;
}

/** A listing of `agent` published for the agency. */
export async function agencyListing(app: FastifyInstance, agent: TestUser, agencyId: number): Promise<number> {
  const id = await insertListing(app, agent.user.id);
  await app.database.execute(`UPDATE listings SET agency_id = $1 WHERE id = $2`, [agencyId, id]);
  return id;
}

export const start = (user: TestUser, payload: Record<string, unknown>, lang = 'en'): Promise<LightMyRequestResponse> =>
  send(user.jar, { method: 'POST', url: `/${lang}/api/conversations`, payload });

export const write = (user: TestUser, id: number, payload: Record<string, unknown>): Promise<LightMyRequestResponse> =>
  send(user.jar, { method: 'POST', url: `/en/api/conversations/${id}/messages`, payload });

export const unread = async (user: TestUser): Promise<{ unread: number; threads: number }> => {
  const res = await user.jar.inject({ url: '/api/conversations/unread' });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<{ data: { unread: number; threads: number } }>().data;
};
