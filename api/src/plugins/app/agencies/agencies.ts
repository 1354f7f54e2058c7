// `fastify.agencies`: agents' and agencies' phones and the corporate profile (profile/corporate) of the signed-in
// user: the agency, its logo, team and invitations, and who may show or hide which listing. Methods take the
// signed-in user first and answer a change with its message in the request's language; what the user may not do is
// thrown as an error reply (`agencyErrors`, the agencies contract's messages, translated by the error handler).
// Routes (routes/api/agency, agencies, agents) only call these.
import tr from '@realty/shared/i18n/tr.json';
import en from '@realty/shared/i18n/en.json';
import ru from '@realty/shared/i18n/ru.json';
import { agencyMessage, type CorporateReply, type InvitationInfoReply } from '@realty/shared/contracts/agencies';
import type { Lang } from '@realty/shared/routes';
import type { Database } from '../../../db/client';
import type { MailSender } from '../../../services/mail';
import type { UserRow } from '../../../services/sessions';
import { ImageError, type UploadService } from '../../../services/uploads';
import * as corporate from './corporate';
import { agencyErrors } from './errors';
import { removeLogo, saveLogo } from './logo';
import type { Outcome } from './outcome';
import { agencyPhones, agentPhones } from './public';

const SITE = { tr: tr.siteName, en: en.siteName, ru: ru.siteName } as const;

/** An outcome's value, or its refusal thrown (with its field, when it names one). */
export function settled<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  if (outcome.field && outcome.status === 422) throw agencyErrors.fieldError({ [outcome.field]: [outcome.key] });
  throw agencyErrors.httpError(outcome.status, outcome.key);
}

export interface AgencyServiceDeps {
  database: Database;
  uploads: UploadService;
  mailer: MailSender;
  /** Signs the invitation links (the cookie secret). */
  secret: string;
  publicUrl: string;
}

type Profile = CorporateReply['data'];
/** A change's reply: its message in the request's language and what the page shows now. */
export interface Saved<T> {
  message: string;
  data: T;
}

export class AgencyService {
  constructor(private readonly deps: AgencyServiceDeps) {}

  /** A visitor reveals an agent's (`agent`) or an agency's phones: 404 when there is none or no phone is listed. */
  async phones(kind: 'agent' | 'agency', id: number): Promise<{ name: string; phones: string[] }> {
    const data = kind === 'agent' ? await agentPhones(this.deps.database, id) : await agencyPhones(this.deps.database, id);
    if (!data) throw agencyErrors.httpError(404, kind === 'agent' ? 'agentNotFound' : 'agencyNotFound');
    if (!data.phones.length) throw agencyErrors.httpError(404, 'noPhone');
    return data;
  }

  /** The user's role, agency, team and open invitations. */
  profile(user: UserRow, lang: Lang): Promise<Profile> {
    return corporate.corporateProfile(this.deps.database, user, lang);
  }

  /** The agency (as owner) or the one worked for, or null: where the user's imports go. */
  membership(userId: number): Promise<{ agencyId: number; role: 'owner' | 'agent' } | null> {
    return corporate.membership(this.deps.database, userId);
  }

  /** The profile as it is now, with the message of the change just made. */
  private async saved(user: UserRow, lang: Lang, message = agencyMessage('saved', lang)): Promise<Saved<Profile>> {
    return { message, data: await this.profile(user, lang) };
  }

  async create(user: UserRow, input: corporate.AgencyInput, lang: Lang): Promise<Saved<Profile>> {
    settled(await corporate.createAgency(this.deps.database, user, input));
    return this.saved(user, lang);
  }

  async update(user: UserRow, input: corporate.AgencyInput, lang: Lang): Promise<Saved<Profile>> {
    settled(await corporate.updateAgency(this.deps.database, user, input));
    return this.saved(user, lang);
  }

  /** The id of the agency the user owns (404 without one, 403 for an agent). */
  async ownedAgency(userId: number): Promise<number> {
    return settled(await corporate.ownedAgency(this.deps.database, userId));
  }

  /** The agency's new logo (re-encoded; the old one removed), or null to remove it. 422 for a file that is no image. */
  async setLogo(agencyId: number, file: Buffer | null, lang: Lang): Promise<Saved<{ logo: string | null }>> {
    let url: string | null = null;
    try {
      if (file) url = await saveLogo(this.deps.uploads, agencyId, file);
    } catch (error) {
      if (error instanceof ImageError) throw agencyErrors.httpError(422, error.reason === 'too-large' ? 'logoTooLarge' : 'logoInvalid');
      throw error;
    }
    await removeLogo(this.deps.uploads, await corporate.setLogo(this.deps.database, agencyId, url));
    return { message: agencyMessage(url ? 'saved' : 'removed', lang), data: { logo: url } };
  }

  /** Invite an agent: an e-mail in the page's language with the signed link. */
  async invite(user: UserRow, input: { email: string; post?: string | null | undefined }, lang: Lang): Promise<Saved<Profile>> {
    const { token, agencyName } = settled(await corporate.invite(this.deps.database, user, input, this.deps.secret));
    const link = `${this.deps.publicUrl}/${lang}/profile/corporate?invite=${encodeURIComponent(token)}`;
    const params = { agency: agencyName, site: SITE[lang], inviter: [user.name, user.lastname].filter(Boolean).join(' '), link };
    await this.deps.mailer.send({ to: input.email, subject: agencyMessage('invitationSubject', lang, params), text: agencyMessage('invitationBody', lang, params) });
    return this.saved(user, lang, agencyMessage('invitationSent', lang, { email: input.email }));
  }

  async withdrawInvitation(user: UserRow, id: number, lang: Lang): Promise<Saved<Profile>> {
    settled(await corporate.cancelInvitation(this.deps.database, user, id));
    return this.saved(user, lang, agencyMessage('removed', lang));
  }

  /** Who invites whom, by the link's token: 404 for a link that is not ours. */
  async invitation(token: string): Promise<InvitationInfoReply['data']> {
    const info = await corporate.invitationInfo(this.deps.database, token, this.deps.secret);
    if (!info) throw agencyErrors.httpError(404, 'invitationInvalid');
    return info;
  }

  /** Join the agency that invited this user's address. */
  async acceptInvitation(user: UserRow, token: string, lang: Lang): Promise<Saved<Profile>> {
    const agency = settled(await corporate.acceptInvitation(this.deps.database, user, token, this.deps.secret));
    return this.saved(user, lang, agencyMessage('invitationAccepted', lang, { agency }));
  }

  async setMemberPost(user: UserRow, memberId: number, post: string | null, lang: Lang): Promise<Saved<Profile>> {
    settled(await corporate.setMemberPost(this.deps.database, user, memberId, post));
    return this.saved(user, lang);
  }

  async removeMember(user: UserRow, memberId: number, lang: Lang): Promise<Saved<Profile>> {
    settled(await corporate.removeMember(this.deps.database, user, memberId));
    return this.saved(user, lang, agencyMessage('removed', lang));
  }

  /** Show or hide a listing: its author, or the agency's owner. */
  async setListingStatus(user: UserRow, listingId: number, status: 'active' | 'hidden', lang: Lang): Promise<{ message: string }> {
    settled(await corporate.setListingStatus(this.deps.database, user, listingId, status));
    return { message: agencyMessage('saved', lang) };
  }
}
