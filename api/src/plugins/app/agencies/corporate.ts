// The corporate profile (profile/corporate): a corporate user's agency, its team and invitations, and who may change
// which of the agency's listings. Every query is scoped by the signed-in user's id.
//
// Roles: the owner (agencies.owner_id) edits the agency, the team and any listing of the agency; an agent (an
// agency_members row) edits only their own listings; anyone else nothing.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@realty/shared/routes';
import type { AgencyMessageKey, CorporateAgency, CorporateReply, Invitation, TeamMember } from '@realty/shared/contracts/agencies';
import type { Database, Row } from '../../../db/client';
import { slugify } from '../../../db/places/text';
import type { UserRow } from '../../../services/sessions';
import { canEditListing } from '../listing/listing-rights';
import { agencyContacts, AGENT_ROWS } from './public';
import { agencyPath, agentPath } from './paths';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

import type { Outcome } from './outcome';
const fail = (status: 403 | 404 | 422, key: AgencyMessageKey, field?: string): Outcome<never> => ({ ok: false, status, key, ...(field ? { field } : {}) });
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });

export interface AgencyInput {
  name: string;
  licence?: string | null | undefined;
  description_tr?: string | null | undefined;
  description_en?: string | null | undefined;
  description_ru?: string | null | undefined;
  phones?: string[] | undefined;
  email?: string | null | undefined;
  website?: string | null | undefined;
  address?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  languages?: string[] | undefined;
}

const str = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const arr = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The signed-in user's place: the agency they own, or the one they work for. */
export async function membership(database: Database, userId: number): Promise<{ agencyId: number; role: 'owner' | 'agent' } | null> {
  const res = await database.execute(
    `SELECT id AS agency_id, 'owner' AS role FROM agencies WHERE owner_id = $1
     UNION ALL SELECT agency_id, 'agent' FROM agency_members WHERE user_id = $1 LIMIT 1`,
    [userId],
  );
  const r = res.rows[0];
  return r ? { agencyId: Number(r.agency_id), role: r.role === 'owner' ? 'owner' : 'agent' } : null;
}

function agencyOf(lang: Lang, r: Row): CorporateAgency {
  return {
    id: Number(r.id),
    name: String(r.name),
    slug: String(r.slug),
    url: agencyPath(lang, String(r.slug)),
    logo: str(r.logo),
    licence: str(r.licence),
    description_tr: str(r.description),
    description_en: str(r.description_en),
    description_ru: str(r.description_ru),
    phones: arr(r.phones),
    ...agencyContacts(r),
    languages: arr(r.languages),
  };
}

export async function corporateProfile(database: Database, user: UserRow, lang: Lang): Promise<CorporateReply['data']> {
  const place = await membership(database, user.id);
  if (!place) return { role: 'none', can_create: user.orgType === 'corporate', agency: null, team: [], invitations: [] };
  const [agency, team, invitations] = await Promise.all([
    database.execute(`SELECT * FROM agencies WHERE id = $1`, [place.agencyId]),
    database.execute(
      `WITH ${AGENT_ROWS}
       SELECT ar.user_id, ar.post, u.name, u.lastname, u.email, (a.owner_id = ar.user_id) AS is_owner,
              (SELECT count(*)::int FROM listings l WHERE l.user_id = ar.user_id AND l.status <> 'deleted') AS listings
       FROM agent_rows ar JOIN users u ON u.id = ar.user_id JOIN agencies a ON a.id = ar.agency_id
       WHERE ar.agency_id = $1 ORDER BY is_owner DESC, u.name, ar.user_id`,
      [place.agencyId],
    ),
    place.role === 'owner'
      ? database.execute(
          `SELECT id, email, post, expires_at FROM agency_invitations WHERE agency_id = $1 AND accepted_at IS NULL AND expires_at > now() ORDER BY id`,
          [place.agencyId],
        )
      : Promise.resolve({ rows: [] as Row[] }),
  ]);
  const row = agency.rows[0];
  return {
    role: place.role,
    can_create: false,
    agency: row ? agencyOf(lang, row) : null,
    team: team.rows.map(
      (r): TeamMember => ({
        user_id: Number(r.user_id),
        name: [r.name, r.lastname].filter(Boolean).join(' '),
        // Agents see each other's names, not their addresses.
        email: place.role === 'owner' || Number(r.user_id) === user.id ? String(r.email) : '',
        post: str(r.post),
        is_owner: r.is_owner === true,
        listings: Number(r.listings),
        url: agentPath(lang, Number(r.user_id), [r.name, r.lastname].filter(Boolean).join(' ')),
      }),
    ),
    invitations: invitations.rows.map(
      (r): Invitation => ({
        id: Number(r.id),
        email: String(r.email),
        post: str(r.post),
        expires_at: (r.expires_at instanceof Date ? r.expires_at : new Date(String(r.expires_at))).toISOString(),
      }),
    ),
  };
}

async function uniqueSlug(database: Database, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name) || 'agency';
  for (let n = 1; n < 1000; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const taken = await database.execute(`SELECT 1 FROM agencies WHERE slug = $1 AND ($2::int IS NULL OR id <> $2)`, [slug, exceptId ?? null]);
    if (!taken.rows.length) return slug;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** The city (district) nearest to the office pin: the agencies list's city filter. */
const NEAREST_CITY = (lat: string, lng: string) =>
  `(SELECT c.id FROM cities c WHERE ${lat}::float8 IS NOT NULL AND ${lng}::float8 IS NOT NULL AND c.lat IS NOT NULL
     ORDER BY (c.lat - ${lat}::float8) ^ 2 + (c.lng - ${lng}::float8) ^ 2 LIMIT 1)`;

const agencyValues = (input: AgencyInput): unknown[] => [
  input.licence ?? null,
  input.description_tr ?? null,
  input.description_en ?? null,
  input.description_ru ?? null,
  input.phones ?? [],
  input.phones?.[0] ?? null,
  input.email ?? null,
  input.website ?? null,
  input.address ?? null,
  input.lat ?? null,
  input.lng ?? null,
  input.languages ?? [],
];

/** A corporate user without an agency creates theirs; their listings become the agency's. */
export async function createAgency(database: Database, user: UserRow, input: AgencyInput): Promise<Outcome<number>> {
  if (user.orgType !== 'corporate') return fail(403, 'notCorporate');
  if (await membership(database, user.id)) return fail(422, 'agencyExists');
  const slug = await uniqueSlug(database, input.name);
  const res = await database.execute(
    `INSERT INTO agencies (owner_id, name, slug, licence, description, description_en, description_ru, phones, phone, email, website, address, lat, lng,
       languages, city_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, $10, $11, $12, $13, $14, $15::text[], ${NEAREST_CITY('$13', '$14')})
     ON CONFLICT DO NOTHING RETURNING id`,
    [user.id, input.name, slug, ...agencyValues(input)],
  );
  const id = res.rows[0]?.id;
  if (id === undefined) return fail(422, 'agencyExists');
  await database.execute(`UPDATE listings SET agency_id = $1 WHERE user_id = $2 AND agency_id IS NULL`, [Number(id), user.id]);
  return ok(Number(id));
}

export async function updateAgency(database: Database, user: UserRow, input: AgencyInput): Promise<Outcome<number>> {
  const place = await membership(database, user.id);
  if (!place) return fail(404, 'noAgency');
  if (place.role !== 'owner') return fail(403, 'notOwner');
  await database.execute(
    `UPDATE agencies SET name = $2, licence = $3, description = $4, description_en = $5, description_ru = $6, phones = $7::text[], phone = $8,
       email = $9, website = $10, address = $11, lat = $12, lng = $13, languages = $14::text[], updated_at = now(),
       city_id = ${NEAREST_CITY('$12', '$13')}
     WHERE id = $1`,
    [place.agencyId, input.name, ...agencyValues(input)],
  );
  return ok(place.agencyId);
}

/** The owner's agency id, or why not. */
export async function ownedAgency(database: Database, userId: number): Promise<Outcome<number>> {
  const place = await membership(database, userId);
  if (!place) return fail(404, 'noAgency');
  if (place.role !== 'owner') return fail(403, 'notOwner');
  return ok(place.agencyId);
}

export async function setLogo(database: Database, agencyId: number, url: string | null): Promise<string | null> {
  const res = await database.execute(`UPDATE agencies a SET logo = $2, updated_at = now() FROM agencies old WHERE a.id = $1 AND old.id = a.id RETURNING old.logo`, [agencyId, url]);
  return str(res.rows[0]?.logo);
}

// ---- invitations ----

/** `{random}.{hmac}`: the HMAC (cookie secret) refuses forged links before any lookup; the database keeps a hash. */
function newToken(secret: string): string {
  const random = randomBytes(24).toString('base64url');
  return `${random}.${createHmac('sha256', secret).update(`invite:${random}`).digest('base64url')}`;
}

function tokenSigned(token: string, secret: string): boolean {
  const [random, mac] = token.split('.');
  if (!random || !mac) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`invite:${random}`).digest('base64url'));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function invite(
  database: Database,
  user: UserRow,
  input: { email: string; post?: string | null | undefined },
  secret: string,
): Promise<Outcome<{ token: string; agencyName: string }>> {
  const owned = await ownedAgency(database, user.id);
  if (!owned.ok) return owned;
  const member = await database.execute(
    `WITH ${AGENT_ROWS} SELECT 1 FROM agent_rows ar JOIN users u ON u.id = ar.user_id WHERE lower(u.email) = lower($1)`,
    [input.email],
  );
  if (member.rows.length) return fail(422, 'alreadyInTeam', 'email');
  const token = newToken(secret);
  await database.execute(
    `INSERT INTO agency_invitations (agency_id, email, post, token_hash, invited_by, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [owned.value, input.email.trim(), input.post ?? null, sha256(token), user.id, new Date(Date.now() + INVITATION_TTL_MS).toISOString()],
  );
  const agency = await database.execute(`SELECT name FROM agencies WHERE id = $1`, [owned.value]);
  return ok({ token, agencyName: String(agency.rows[0]?.name) });
}

async function findInvitation(database: Database, token: string, secret: string): Promise<Row | null> {
  if (!tokenSigned(token, secret)) return null;
  const res = await database.execute(
    `SELECT i.*, a.name AS agency_name FROM agency_invitations i JOIN agencies a ON a.id = i.agency_id WHERE i.token_hash = $1`,
    [sha256(token)],
  );
  return res.rows[0] ?? null;
}

const expired = (r: Row): boolean => (r.expires_at instanceof Date ? r.expires_at : new Date(String(r.expires_at))).getTime() < Date.now();

export async function invitationInfo(database: Database, token: string, secret: string) {
  const r = await findInvitation(database, token, secret);
  if (!r) return null;
  return { agency: String(r.agency_name), email: String(r.email), post: str(r.post), expired: expired(r), accepted: r.accepted_at !== null && r.accepted_at !== undefined };
}

/** An existing or just registered user joins the agency; their listings become the agency's. */
export async function acceptInvitation(database: Database, user: UserRow, token: string, secret: string): Promise<Outcome<string>> {
  const r = await findInvitation(database, token, secret);
  if (!r) return fail(404, 'invitationInvalid');
  if (r.accepted_at) return fail(422, 'invitationUsed');
  if (expired(r)) return fail(422, 'invitationExpired');
  if (String(r.email).toLowerCase() !== user.email.toLowerCase()) return fail(403, 'invitationOtherEmail');
  if (await membership(database, user.id)) return fail(422, 'alreadyInTeam');
  const agencyId = Number(r.agency_id);
  const claimed = await database.execute(
    `UPDATE agency_invitations SET accepted_at = now(), accepted_by = $2 WHERE id = $1 AND accepted_at IS NULL RETURNING id`,
    [r.id, user.id],
  );
  if (!claimed.rows.length) return fail(422, 'invitationUsed');
  await database.execute(`INSERT INTO agency_members (agency_id, user_id, post) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [agencyId, user.id, str(r.post)]);
  await database.execute(`UPDATE listings SET agency_id = $1 WHERE user_id = $2`, [agencyId, user.id]);
  return ok(String(r.agency_name));
}

export async function cancelInvitation(database: Database, user: UserRow, id: number): Promise<Outcome<true>> {
  const owned = await ownedAgency(database, user.id);
  if (!owned.ok) return owned;
  const res = await database.execute(`DELETE FROM agency_invitations WHERE id = $1 AND agency_id = $2 AND accepted_at IS NULL RETURNING id`, [id, owned.value]);
  return res.rows.length ? ok(true) : fail(404, 'invitationInvalid');
}

// ---- team ----

export async function setMemberPost(database: Database, user: UserRow, memberId: number, post: string | null): Promise<Outcome<true>> {
  const owned = await ownedAgency(database, user.id);
  if (!owned.ok) return owned;
  if (memberId === user.id) {
    await database.execute(
      `INSERT INTO agency_members (agency_id, user_id, post) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET post = EXCLUDED.post`,
      [owned.value, user.id, post],
    );
    return ok(true);
  }
  const res = await database.execute(`UPDATE agency_members SET post = $3 WHERE agency_id = $1 AND user_id = $2 RETURNING user_id`, [owned.value, memberId, post]);
  return res.rows.length ? ok(true) : fail(404, 'memberNotFound');
}

/** Remove an agent: their listings stay theirs and leave the agency. */
export async function removeMember(database: Database, user: UserRow, memberId: number): Promise<Outcome<true>> {
  const owned = await ownedAgency(database, user.id);
  if (!owned.ok) return owned;
  if (memberId === user.id) return fail(422, 'cannotRemoveOwner');
  const res = await database.execute(`DELETE FROM agency_members WHERE agency_id = $1 AND user_id = $2 RETURNING user_id`, [owned.value, memberId]);
  if (!res.rows.length) return fail(404, 'memberNotFound');
  await database.execute(`UPDATE listings SET agency_id = NULL WHERE user_id = $1 AND agency_id = $2`, [memberId, owned.value]);
  return ok(true);
}

// ---- listings of the agency ----

/**
 * Show or hide one listing of the agency (the permission check of the team). Like the owner's own hide/show, a
 * listing the back office took off the site stays off (403).
 */
export async function setListingStatus(database: Database, user: UserRow, listingId: number, status: 'active' | 'hidden'): Promise<Outcome<true>> {
  const allowed = await canEditListing(database, user.id, listingId);
  if (!allowed.ok) return allowed;
  const res = await database.execute(
    `UPDATE listings SET status = $2::listing_status, hidden_by = CASE WHEN $3 = 'hidden' THEN 'owner' END, updated_at = now()
     WHERE id = $1 AND hidden_by IS DISTINCT FROM 'moderator' AND hidden_by IS DISTINCT FROM 'block' RETURNING id`,
    [listingId, status, status],
  );
  return res.rows.length ? ok(true) : fail(403, 'listingForbidden');
}
