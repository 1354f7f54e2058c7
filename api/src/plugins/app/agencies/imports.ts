// `fastify.imports`: listing import (profile/import) for corporate accounts, into the agency when the user owns one,
// else their own listings. It is the runs' context (database, uploads, images on/off, the runs going on) and the
// calls the routes make: every read and change scoped to the signed-in user, a change answered with its message in
// the request's language, a refusal thrown as an error reply (`agencyErrors`).
import { agencyMessage, type ImportFormat, type ImportsReply, type ImportRunReply } from '@realty/shared/contracts/agencies';
import type { Lang } from '@realty/shared/routes';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../services/sessions';
import type { UploadService } from '../../../services/uploads';
import type { AgencyService, Saved } from './agencies';
import { agencyErrors } from './errors';
import { csvTemplate } from './import-csv';
import { runningImport, type RunContext } from './import-run';
import { addFeed, feedOfUser, importRun, listImports, queueRun, removeFeed, requestCancel, runFeed, type RunQueue } from './import-runs';

type Imports = ImportsReply['data'];

/** Where a corporate account's imports go: its agency (as owner), or its own listings (null). */
export interface Importer {
  user: UserRow;
  agencyId: number | null;
}

export interface ImportServiceDeps extends RunContext {
  uploads: UploadService;
  jobs: RunQueue;
  agencies: AgencyService;
}

export class ImportService implements RunContext {
  readonly database: Database;
  readonly uploads: UploadService;
  readonly images: boolean;
  readonly allowPrivateUrls?: boolean;
  readonly log?: RunContext['log'];
  readonly runs?: Set<Promise<void>>;
  private readonly jobs: RunQueue;
  private readonly agencies: AgencyService;

  constructor(deps: ImportServiceDeps) {
    this.database = deps.database;
    this.uploads = deps.uploads;
    this.images = deps.images;
    if (deps.allowPrivateUrls !== undefined) this.allowPrivateUrls = deps.allowPrivateUrls;
    if (deps.log) this.log = deps.log;
    if (deps.runs) this.runs = deps.runs;
    this.jobs = deps.jobs;
    this.agencies = deps.agencies;
  }

  /** A corporate account without an agency, or an agency's owner: 403 for an agent or a private account. */
  async importer(user: UserRow): Promise<Importer> {
    const place = await this.agencies.membership(user.id);
    if (place?.role === 'owner') return { user, agencyId: place.agencyId };
    if (user.orgType === 'corporate' && !place) return { user, agencyId: null };
    throw agencyErrors.httpError(403, place ? 'notOwner' : 'notCorporate');
  }

  /** 409 while another run of this user's is pending or running. */
  async ensureIdle(userId: number): Promise<void> {
    if (await runningImport(this.database, userId)) throw agencyErrors.httpError(409, 'importRunning');
  }

  list(userId: number, lang: Lang): Promise<Imports> {
    return listImports(this.database, userId, lang);
  }

  /** A run with a page of its rows (404 when it is not this user's). */
  async run(userId: number, id: number, page: number, lang: Lang): Promise<ImportRunReply['data']> {
    const data = await importRun(this.database, userId, id, page, lang);
    if (!data) throw agencyErrors.httpError(404, 'importNotFound');
    return data;
  }

  /** The format of an uploaded file: by its name, else by its first bytes (`<` is XML); 422 for an empty file. */
  formatOf(filename: string, head: string): ImportFormat {
    if (/\.csv$/i.test(filename)) return 'csv';
    if (/\.(xml|yrl)$/i.test(filename)) return 'yandex_xml';
    const start = head.replace(/^\uFEFF/, '').trimStart();
    if (start.startsWith('<')) return 'yandex_xml';
    if (start) return 'csv';
    throw agencyErrors.httpError(422, 'importFormatUnknown');
  }

  /** The CSV template: the columns and one example row. */
  template(): string {
    return csvTemplate();
  }

  /** Queue the run of an uploaded file (`file`, a local path copied to the shared storage): its id. */
  async queueUpload(who: Importer, upload: { format: ImportFormat; filename: string; fullFeed: boolean }, file: string, lang: Lang): Promise<Saved<{ id: number }>> {
    const id = await queueRun(this, this.jobs, { userId: who.user.id, agencyId: who.agencyId, ...upload }, file);
    return { message: agencyMessage('saved', lang), data: { id } };
  }

  async cancel(userId: number, id: number, lang: Lang): Promise<{ message: string }> {
    if ((await requestCancel(this.database, userId, id)) === 'missing') throw agencyErrors.httpError(404, 'importNotFound');
    return { message: agencyMessage('cancelled', lang) };
  }

  /** Register a feed and run it now unless a run is going on (`run`: its id, or null). */
  async addFeed(who: Importer, feed: { url: string; format: ImportFormat; interval_hours: number }, lang: Lang): Promise<Saved<Imports & { run: number | null }>> {
    const added = await addFeed(this.database, who.user.id, who.agencyId, feed);
    let run: number | null = null;
    if (!(await runningImport(this.database, who.user.id))) run = await runFeed(this, this.jobs, { ...added, agencyId: who.agencyId }, who.user.id);
    return { message: agencyMessage('saved', lang), data: { ...(await this.list(who.user.id, lang)), run } };
  }

  async runFeed(who: Importer, feedId: number, lang: Lang): Promise<Saved<{ id: number }>> {
    const feed = await feedOfUser(this.database, who.user.id, feedId);
    if (!feed) throw agencyErrors.httpError(404, 'feedNotFound');
    await this.ensureIdle(who.user.id);
    return { message: agencyMessage('saved', lang), data: { id: await runFeed(this, this.jobs, feed, who.user.id) } };
  }

  async removeFeed(userId: number, id: number, lang: Lang): Promise<Saved<Imports>> {
    if (!(await removeFeed(this.database, userId, id))) throw agencyErrors.httpError(404, 'feedNotFound');
    return { message: agencyMessage('removed', lang), data: await this.list(userId, lang) };
  }
}
