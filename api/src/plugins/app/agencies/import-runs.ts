// Reading import runs and feeds (profile/import), scoped to the signed-in user; starting a run from an uploaded file
// or a feed URL; the feed schedule. Row messages are stored as codes and translated here, in the page language.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { IMPORT_ROW_RESULTS, type ImportFeed, type ImportFormat, type ImportRow, type ImportRowResult, type ImportRun, type ImportStatus, importMessage } from '@realty/shared/contracts/agencies';
import type { Lang } from '@realty/shared/routes';
import type { Database, Row } from '../../../db/client';
import { listingUrl } from '../catalog/listings';
import { ImportFailure } from './import-offer';
import { createRun, executeRun, type RunContext, type RunSource } from './import-run';
import { fetchPublic } from './safe-fetch';

export const ROWS_PER_PAGE = 100;
/** A feed larger than this is cut off (and the run fails): 200 MB. */
export const FEED_MAX_BYTES = 200 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 120_000;

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

const ROW_RESULT: Record<string, ImportRowResult> = { created: 'created', updated: 'updated', unchanged: 'unchanged', removed: 'removed', error: 'failed', skipped: 'unchanged' };

function runOf(r: Row, lang: Lang): ImportRun {
  return {
    id: Number(r.id),
    format: String(r.format) as ImportFormat,
    source: String(r.source_url ?? r.filename ?? ''),
    status: String(r.status) as ImportStatus,
    full_feed: r.full_feed === true,
    processed: Number(r.processed_rows),
    counts: {
      created: Number(r.created_count),
      updated: Number(r.updated_count),
      unchanged: Number(r.unchanged_count),
      removed: Number(r.removed_count),
      failed: Number(r.error_count),
    },
    error: r.error ? importMessage(String(r.error), lang) : null,
    created_at: iso(r.created_at),
    finished_at: isoOrNull(r.finished_at),
  };
}

function feedOf(r: Row): ImportFeed {
  return {
    id: Number(r.id),
    url: String(r.url),
    format: String(r.format) as ImportFormat,
    interval_hours: Number(r.interval_hours),
    last_run_at: isoOrNull(r.last_run_at),
    next_run_at: iso(r.next_run_at),
  };
}

export async function listImports(database: Database, userId: number, lang: Lang): Promise<{ runs: ImportRun[]; feeds: ImportFeed[] }> {
  const [runs, feeds] = await Promise.all([
    database.execute(`SELECT * FROM imports WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 20`, [userId]),
    database.execute(`SELECT * FROM import_feeds WHERE user_id = $1 ORDER BY id`, [userId]),
  ]);
  return { runs: runs.rows.map((r) => runOf(r, lang)), feeds: feeds.rows.map(feedOf) };
}

/** One run with a page of its rows (the run's table), or null when it is not this user's. */
export async function importRun(database: Database, userId: number, id: number, page: number, lang: Lang) {
  const run = await database.execute(`SELECT * FROM imports WHERE id = $1 AND user_id = $2`, [id, userId]);
  const r = run.rows[0];
  if (!r) return null;
  const rows = await database.execute(
    `SELECT r.row_number, r.external_id, r.listing_id, r.status, r.errors, coalesce(t.title, r.title) AS title, l.status AS listing_status
     FROM import_rows r LEFT JOIN listings l ON l.id = r.listing_id
     LEFT JOIN listing_translations t ON t.listing_id = r.listing_id AND t.lang = $4::lang
     WHERE r.import_id = $1 ORDER BY r.row_number = 0, r.row_number, r.id LIMIT $2 OFFSET $3`,
    [id, ROWS_PER_PAGE, (page - 1) * ROWS_PER_PAGE, lang],
  );
  const total = Number(r.total_rows) + Number(r.removed_count);
  return {
    ...runOf(r, lang),
    rows: rows.rows.map(
      (x): ImportRow => ({
        row: Number(x.row_number),
        external_id: x.external_id ? String(x.external_id) : null,
        title: x.title ? String(x.title) : null,
        result: ROW_RESULT[String(x.status)] ?? IMPORT_ROW_RESULTS[4],
        listing_url: x.listing_id && x.listing_status !== 'deleted' ? listingUrl(lang, Number(x.listing_id)) : null,
        messages: Object.fromEntries(
          Object.entries((x.errors ?? {}) as Record<string, string[]>).map(([field, codes]) => [field, codes.map((code) => importMessage(code, lang))]),
        ),
      }),
    ),
    rows_meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / ROWS_PER_PAGE)), total, per_page: ROWS_PER_PAGE },
  };
}

export async function requestCancel(database: Database, userId: number, id: number): Promise<'ok' | 'missing' | 'finished'> {
  const res = await database.execute(`SELECT status FROM imports WHERE id = $1 AND user_id = $2`, [id, userId]);
  const status = res.rows[0]?.status;
  if (status === undefined) return 'missing';
  if (status !== 'pending' && status !== 'running') return 'finished';
  await database.execute(`UPDATE imports SET cancel_requested = true WHERE id = $1`, [id]);
  return 'ok';
}

/** A feed downloaded at run time; no network, a refused connection or an HTTP error fail the run with a message. */
export function urlSource(url: string, allowPrivate = false, timeoutMs = FEED_TIMEOUT_MS): () => Promise<AsyncIterable<Uint8Array>> {
  return async () => {
    let res: Awaited<ReturnType<typeof fetchPublic>>;
    try {
      res = await fetchPublic(url, { signal: AbortSignal.timeout(timeoutMs), allowPrivate, headers: { Accept: 'application/xml, text/xml, text/csv, */*' } });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string; errors?: Array<{ code?: string }> } }).cause;
      const detail = (error as { code?: string }).code ?? cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (error as Error).name;
      throw new ImportFailure('fetchFailed', { detail: String(detail || 'network').slice(0, 80) });
    }
    if (!res.ok || !res.body) throw new ImportFailure('fetchFailed', { detail: `HTTP ${res.status}` });
    const body = Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    return (async function* () {
      let size = 0;
      try {
        for await (const chunk of body) {
          size += (chunk as Buffer).byteLength;
          if (size > FEED_MAX_BYTES) throw new ImportFailure('importFileTooLarge');
          yield chunk as Buffer;
        }
      } catch (error) {
        if (error instanceof ImportFailure) throw error;
        throw new ImportFailure('fetchFailed', { detail: (error as Error).name || 'network' });
      } finally {
        body.destroy();
      }
    })();
  };
}

// ---- runs on the job queue (jobs/import-runs.ts)

/** Where an uploaded file waits for its run in the shared storage (`queue/` keys are never served). */
export const uploadKey = (id: number): string => `queue/imports/${id}`;

/** The part of the job queue a run is sent on. */
export interface RunQueue {
  send(name: 'import-run', data: { id: number }): Promise<string | null>;
}

/**
 * Create a pending run and send its `import-run` job: an uploaded file (`upload`, a local file) is copied into the
 * shared storage first, so whichever instance works the job can read it. If either step fails the run is failed
 * (the user may try again at once) and the error is thrown.
 */
export async function queueRun(ctx: RunContext, queue: RunQueue, source: RunSource, upload?: string): Promise<number> {
  const id = await createRun(ctx.database, source);
  try {
    if (upload) await ctx.uploads.storage.putFile(uploadKey(id), upload, 'application/octet-stream');
    await queue.send('import-run', { id });
  } catch (error) {
    await ctx.database
      .execute(`UPDATE imports SET status = 'failed', error = 'interrupted', finished_at = now() WHERE id = $1 AND status = 'pending'`, [id])
      .catch(() => undefined);
    if (upload) await ctx.uploads.storage.delete([uploadKey(id)]).catch(() => undefined);
    throw error;
  }
  return id;
}

/** An uploaded file's bytes, streamed from the storage; the stored file is removed once read (before the run ends). */
function storedSource(ctx: RunContext, id: number): () => Promise<AsyncIterable<Uint8Array>> {
  return async () => {
    const object = await ctx.uploads.storage.stream(uploadKey(id));
    if (!object) throw new ImportFailure('interrupted');
    return (async function* () {
      try {
        for await (const chunk of object.body) yield chunk as Buffer;
      } finally {
        object.body.destroy();
        await removeUpload(ctx, id);
      }
    })();
  };
}

const removeUpload = (ctx: RunContext, id: number): Promise<void> =>
  ctx.uploads.storage.delete([uploadKey(id)]).catch((error: unknown) => ctx.log?.warn({ err: error, importId: id }, 'import upload not removed'));

/**
 * The `import-run` job: claim the pending run by its row (a job delivered twice runs once), import its stored file
 * or its feed URL, then drop the stored file. A run cancelled while it waited ends as cancelled without starting.
 */
export async function runQueued(ctx: RunContext, id: number): Promise<void> {
  const { database } = ctx;
  const claimed = await database.execute(
    `UPDATE imports SET status = 'running', started_at = now(), heartbeat_at = now()
     WHERE id = $1 AND status = 'pending' AND NOT cancel_requested RETURNING *`,
    [id],
  );
  const r = claimed.rows[0];
  try {
    if (!r) {
      // cancelled while it waited; or a second delivery of the job, whose run is going on elsewhere or has ended
      const state = await database.execute(`SELECT status, cancel_requested FROM imports WHERE id = $1`, [id]);
      const row = state.rows[0];
      if (row?.status === 'running') return;
      await removeUpload(ctx, id);
      if (row?.status === 'pending') {
        await database.execute(`UPDATE imports SET status = 'cancelled', error = 'cancelled', finished_at = now() WHERE id = $1 AND status = 'pending'`, [id]);
      }
      return;
    }
    const source: RunSource = {
      userId: Number(r.user_id),
      agencyId: r.agency_id === null ? null : Number(r.agency_id),
      format: String(r.format) as ImportFormat,
      filename: r.filename === null ? null : String(r.filename),
      sourceUrl: r.source_url === null ? null : String(r.source_url),
      feedId: r.feed_id === null ? null : Number(r.feed_id),
      fullFeed: r.full_feed === true,
    };
    const open = source.sourceUrl ? urlSource(source.sourceUrl, ctx.allowPrivateUrls ?? false) : storedSource(ctx, id);
    await track(ctx, executeRun(ctx, id, source, open));
  } finally {
    // a run that failed before reading its file
    if (r && r.source_url === null) await removeUpload(ctx, id);
  }
}

/** Count a run among those going on (the app waits for them before it closes); settles when the run ends. */
function track(ctx: RunContext, done: Promise<void>): Promise<void> {
  ctx.runs?.add(done);
  void done.finally(() => ctx.runs?.delete(done));
  return done;
}

/** Create a run and start it in this process; the promise it returns settles when the run ends (tests await it). */
export async function startRun(ctx: RunContext, source: RunSource, open: () => Promise<AsyncIterable<Uint8Array>>): Promise<{ id: number; done: Promise<void> }> {
  const id = await createRun(ctx.database, source);
  return { id, done: track(ctx, executeRun(ctx, id, source, open)) };
}

// ---- feeds

export async function addFeed(database: Database, userId: number, agencyId: number | null, feed: { url: string; format: ImportFormat; interval_hours: number }) {
  const res = await database.execute(
    `INSERT INTO import_feeds (user_id, agency_id, format, url, interval_hours, next_run_at) VALUES ($1, $2, $3::import_format, $4, $5, now() + make_interval(hours => $5::int)) RETURNING *`,
    [userId, agencyId, feed.format, feed.url, feed.interval_hours],
  );
  return feedOf(res.rows[0] as Row);
}

export async function removeFeed(database: Database, userId: number, id: number): Promise<boolean> {
  const res = await database.execute(`DELETE FROM import_feeds WHERE id = $1 AND user_id = $2 RETURNING id`, [id, userId]);
  return res.rows.length > 0;
}

export async function feedOfUser(database: Database, userId: number, id: number): Promise<(ImportFeed & { agencyId: number | null }) | null> {
  const res = await database.execute(`SELECT * FROM import_feeds WHERE id = $1 AND user_id = $2`, [id, userId]);
  const r = res.rows[0];
  return r ? { ...feedOf(r), agencyId: r.agency_id === null ? null : Number(r.agency_id) } : null;
}

/** Queue a feed's run now (the user's "run now", a feed just added) and move its schedule on; the run's id. */
export async function runFeed(ctx: RunContext, queue: RunQueue, feed: ImportFeed & { agencyId: number | null }, userId: number): Promise<number> {
  await ctx.database.execute(`UPDATE import_feeds SET last_run_at = now(), next_run_at = now() + make_interval(hours => interval_hours) WHERE id = $1`, [feed.id]);
  return queueRun(ctx, queue, { userId, agencyId: feed.agencyId, format: feed.format, sourceUrl: feed.url, feedId: feed.id, fullFeed: true });
}

/**
 * Feeds whose time has come (the feed job's tick, jobs/import-feeds.ts): one run each, skipping users with a run in
 * progress. Each feed is claimed by moving its next run in the same statement that finds it due, so two instances
 * polling at once never both import it.
 */
export async function runDueFeeds(ctx: RunContext): Promise<number> {
  const due = await ctx.database.execute(
    `SELECT f.id FROM import_feeds f WHERE f.next_run_at <= now()
       AND NOT EXISTS (SELECT 1 FROM imports i WHERE i.user_id = f.user_id AND i.status IN ('pending', 'running'))
     ORDER BY f.next_run_at LIMIT 5`,
  );
  let started = 0;
  for (const { id } of due.rows) {
    const claimed = await ctx.database.execute(
      `UPDATE import_feeds SET last_run_at = now(), next_run_at = now() + make_interval(hours => interval_hours)
       WHERE id = $1 AND next_run_at <= now() RETURNING *`,
      [Number(id)],
    );
    const r = claimed.rows[0];
    if (!r) continue; // another instance took it
    const feed = { ...feedOf(r), agencyId: r.agency_id === null ? null : Number(r.agency_id) };
    const run = await startRun(ctx, { userId: Number(r.user_id), agencyId: feed.agencyId, format: feed.format, sourceUrl: feed.url, feedId: feed.id, fullFeed: true }, urlSource(feed.url, ctx.allowPrivateUrls ?? false));
    await run.done; // the job lasts as long as its runs (one at a time: the import's memory stays bounded)
    started += 1;
  }
  return started;
}
