// Talking to the seller (issue 30) on the composed site, two people in two browser contexts: the buyer writes from a
// listing page, the owner (a seeded demo owner) sees the thread arrive on the open messages page without a reload
// and answers, the buyer sees the answer arrive live; a viewing is requested, confirmed, and both parties get the
// .ics invitation by e-mail; a Web Push subscription is stored and a message is pushed, encrypted and VAPID-signed, to
// a local HTTPS push endpoint (the server trusts its certificate through PUSH_CA_FILE, playwright.config.ts).
import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recentMails } from './outbox';
import { signUp } from './session';

const DEMO_PASSWORD = 'demo-password';
/** The seeded administrator owns listings too; the back office specs rely on its state, so it is left out. */
const SKIP_OWNERS = new Set(['owner30@demo.realty.test']);

async function xsrf(context: BrowserContext, baseURL: string): Promise<Record<string, string>> {
  await context.request.get(`${baseURL}/sanctum/csrf-cookie`);
  const token = (await context.cookies(baseURL)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** A fresh context signed in as a demo owner with an active listing (each call the next owner); the listing's path. */
async function ownerWithListing(browser: Browser, baseURL: string, from: number): Promise<{ context: BrowserContext; listingPath: string; email: string; next: number }> {
  const context = await browser.newContext({ baseURL });
  for (let i = from; i <= 40; i++) {
    const email = `owner${i}@demo.realty.test`;
    if (SKIP_OWNERS.has(email)) continue;
    await context.clearCookies();
    const headers = await xsrf(context, baseURL);
    const login = await context.request.post(`${baseURL}/en/api/login`, { headers, data: { email, password: DEMO_PASSWORD, lang: 'en' } });
    if (login.status() !== 200) continue;
    const list = await context.request.get(`${baseURL}/en/api/user/list?status=active`);
    const first = (await list.json()).data?.[0] as { id: number } | undefined;
    if (first) return { context, listingPath: `/en/real-estate/ad/${first.id}`, email, next: i + 1 };
  }
  throw new Error('no demo owner with an active listing');
}

/** The buyer writes from the listing page; answers the thread's path. */
async function writeFromListing(page: Page, listingPath: string, text: string): Promise<string> {
  await page.goto(listingPath);
  await page.getByTestId('message-button').click();
  const composer = page.getByTestId('message-composer');
  await composer.getByRole('textbox').fill(text);
  await expect(composer.getByTestId('message-warning')).toBeVisible();
  await composer.getByTestId('message-send').click();
  const open = page.getByTestId('message-thread-link');
  await expect(open).toBeVisible();
  const href = (await open.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/en\/profile\/messages\/\d+$/);
  return href;
}

let nextOwner = 1;

test('the buyer writes from a listing, the owner sees it live and answers, the buyer sees the answer live @seed', async ({ browser, page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  const owner = await ownerWithListing(browser, baseURL!, nextOwner);
  nextOwner = owner.next;
  const ownerPage = await owner.context.newPage();
  await ownerPage.goto('/en/profile/messages');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  await signUp(context, baseURL!);
  const question = `Is the flat still available? ${Date.now()}`;
  const threadPath = await writeFromListing(page, owner.listingPath, question);

  // The owner's open list gets the thread without a reload, with its unread badge; the header badge counts it.
  const row = ownerPage.getByTestId('thread').filter({ hasText: question });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('thread-unread')).toBeVisible();
  await expect(ownerPage.getByTestId('messages-badge')).toBeVisible();

  await page.goto(threadPath);
  await expect(page.getByTestId('message').filter({ hasText: question })).toHaveAttribute('data-mine', 'true');
  await expect(page.getByTestId('safety-warning')).toBeVisible();

  await row.click();
  await expect(ownerPage).toHaveURL(new RegExp(`${threadPath}$`));
  const mine = ownerPage.getByTestId('message').filter({ hasText: question });
  await expect(mine).toHaveAttribute('data-mine', 'false');
  // Opening the thread reads it: the buyer's tick turns into "read" without a reload.
  await expect(page.getByTestId('message').filter({ hasText: question }).getByTestId('receipt')).toHaveAttribute('aria-label', 'Read');

  const answer = `Yes, you can come on Saturday. ${Date.now()}`;
  await ownerPage.getByTestId('composer-text').fill(answer);
  await ownerPage.getByTestId('composer-send').click();
  await expect(ownerPage.getByTestId('message').filter({ hasText: answer })).toHaveAttribute('data-mine', 'true');
  await expect(page.getByTestId('message').filter({ hasText: answer })).toHaveAttribute('data-mine', 'false');
  await owner.context.close();
});

/** `YYYY-MM-DD` of a day `days` from now in Istanbul. */
function istanbulDate(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

test('a viewing is requested, confirmed, and both parties get the .ics invitation @seed @mail', async ({ browser, page, context, baseURL, consoleWatch }) => {
  void consoleWatch;
  const owner = await ownerWithListing(browser, baseURL!, nextOwner);
  nextOwner = owner.next;
  const buyer = await signUp(context, baseURL!);
  const threadPath = await writeFromListing(page, owner.listingPath, `Could I see it this week? ${Date.now()}`);
  await page.goto(threadPath);

  const ownerPage = await owner.context.newPage();
  await ownerPage.goto(threadPath);
  await expect(ownerPage.getByTestId('thread-header')).toBeVisible();

  await page.getByTestId('viewing-open').click();
  const form = page.getByTestId('viewing-form');
  const day = istanbulDate(3);
  await form.getByTestId('viewing-date').first().fill(day);
  await form.getByTestId('viewing-time').first().fill('11:00');
  await form.getByTestId('viewing-add-slot').click();
  await form.getByTestId('viewing-date').nth(1).fill(istanbulDate(4));
  await form.getByTestId('viewing-time').nth(1).fill('16:30');
  await form.getByTestId('viewing-send').click();
  await expect(page.getByTestId('viewing-card').last()).toHaveAttribute('data-status', 'pending');

  // The owner's open thread shows the request live, with the two proposed times to choose from.
  const card = ownerPage.getByTestId('viewing-card').last();
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(card.getByTestId('viewing-confirm')).toHaveCount(2);
  await card.getByTestId('viewing-confirm').first().click();
  await expect(card).toHaveAttribute('data-status', 'confirmed');
  await expect(page.getByTestId('viewing-card').last()).toHaveAttribute('data-status', 'confirmed');

  // Both invitations are in the outbox: a calendar part with METHOD:REQUEST at 11:00 Istanbul time (08:00 UTC).
  const start = `DTSTART:${day.replaceAll('-', '')}T080000Z`;
  await expect
    .poll(async () => {
      const invitations = (await recentMails(100)).filter((m) => /text\/calendar/.test(m));
      const decoded = invitations.map((m) => ({ to: /^To: (.+)$/m.exec(m)?.[1]?.trim() ?? '', ics: icsOf(m) }));
      return decoded.filter((d) => d.ics.includes('METHOD:REQUEST') && d.ics.includes(start)).map((d) => d.to).filter((to) => to === buyer.email || to === owner.email).sort();
    }, { timeout: 20_000 })
    .toEqual([buyer.email, owner.email].sort());

  // The owner's calendar lists it.
  await ownerPage.goto('/en/profile/viewings');
  await expect(ownerPage.getByTestId('viewing-entry').filter({ has: ownerPage.locator(`a[href="${threadPath}"]`) })).toBeVisible();
  await owner.context.close();
});

/** The .ics attachment of a raw mail (base64 part after the text/calendar header), decoded. */
function icsOf(raw: string): string {
  const part = /Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw)?.[1] ?? '';
  return Buffer.from(part.replace(/\s+/g, ''), 'base64').toString('utf8');
}

test('a push subscription is stored and a new message is pushed to it, encrypted and VAPID-signed @seed @local', async ({ browser, context, baseURL }) => {
  const received: { path: string; headers: Record<string, string | string[] | undefined>; size: number }[] = [];
  const tls = new URL('../fixtures/push-tls/', import.meta.url);
  const server = https.createServer({ key: readFileSync(new URL('key.pem', tls)), cert: readFileSync(new URL('cert.pem', tls)) }, (req, res) => {
    let size = 0;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, size });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const port = (server.address() as AddressInfo).port;
    const owner = await ownerWithListing(browser, baseURL!, nextOwner);
    nextOwner = owner.next;
    const key = await owner.context.request.get(`${baseURL}/en/api/push/key`);
    const publicKey = (await key.json()).data.public_key as string;
    expect(publicKey).toBeTruthy();
    const endpoint = `https://127.0.0.1:${port}/push/${Date.now()}`;
    const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const saved = await owner.context.request.post(`${baseURL}/en/api/push/subscriptions`, { headers: await xsrf(owner.context, baseURL!), data: { endpoint, keys } });
    expect(saved.status(), await saved.text()).toBe(200);

    await signUp(context, baseURL!);
    const headers = await xsrf(context, baseURL!);
    const listingId = Number(owner.listingPath.split('/').pop());
    const sent = await context.request.post(`${baseURL}/en/api/conversations`, { headers, data: { realty_id: listingId, text: `Push me ${Date.now()}` } });
    expect(sent.status(), await sent.text()).toBe(201);

    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const push = received[0]!;
    expect(push.path).toBe(new URL(endpoint).pathname);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push.headers.authorization)).toContain(`k=${publicKey}`);
    expect(String(push.headers.authorization)).toMatch(/^vapid t=/);
    expect(push.size).toBeGreaterThan(0);
    await owner.context.close();
  } finally {
    server.close();
  }
});
