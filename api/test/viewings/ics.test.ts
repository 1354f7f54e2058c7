// The viewing invitation's iCalendar text (RFC 5545: escaping, folding at 75 octets, CRLF, UTC times), the Istanbul
// wall-time slots, and mail attachments through the outbox.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIcs, foldLine, icsText } from '../../src/plugins/app/viewings/ics';
import { checkSlots, istanbulInstant, istanbulWallTime } from '../../src/plugins/app/viewings/slots';
import { Mailer, readOutbox } from '../../src/services/mail';

test('TEXT values are escaped and long lines folded at 75 octets without splitting a character', () => {
  assert.equal(icsText('a\\b; c, d\ne'), 'a\\\\b\\; c\\, d\\ne');
  const line = `SUMMARY:${'Görüşme '.repeat(20)}`;
  const folded = foldLine(line);
  const parts = folded.split('\r\n');
  assert.ok(parts.length > 1);
  for (const [i, part] of parts.entries()) {
    assert.ok(Buffer.byteLength(part, 'utf8') <= 75, part);
    if (i > 0) assert.ok(part.startsWith(' '));
  }
  assert.equal(parts.map((p, i) => (i ? p.slice(1) : p)).join(''), line);
  assert.equal(foldLine('SHORT:x'), 'SHORT:x');
});

test('the invitation has the method, a stable UID, UTC start and end, people and CRLF lines', () => {
  const ics = buildIcs({
    method: 'REQUEST',
    uid: 'viewing-7@example.com',
    sequence: 0,
    start: new Date('2026-12-04T11:00:00Z'),
    durationMinutes: 60,
    summary: 'Viewing: Flat, sea view',
    location: 'Cumhuriyet Cd. 5; Kaş',
    organizer: { name: 'Ayşe "Y"', email: 'seller@example.com' },
    attendees: [{ name: 'Can', email: 'buyer@example.com' }],
    stamp: new Date('2026-11-26T10:00:00Z'),
  });
  assert.ok(ics.endsWith('\r\n'));
  assert.ok(!/[^\r]\n/.test(ics), 'every line ends with CRLF');
  const lines = ics.replace(/\r\n /g, '').split('\r\n');
  for (const expected of [
    'METHOD:REQUEST',
    'UID:viewing-7@example.com',
    'DTSTART:20261204T110000Z',
    'DTEND:20261204T120000Z',
    'DTSTAMP:20261126T100000Z',
    'SUMMARY:Viewing: Flat\\, sea view',
    'LOCATION:Cumhuriyet Cd. 5\\; Kaş',
    'ORGANIZER;CN="Ayşe Y":mailto:seller@example.com',
    'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE;CN="Can":mailto:buyer@example.com',
    'STATUS:CONFIRMED',
  ]) {
    assert.ok(lines.includes(expected), `${expected} in\n${ics}`);
  }
  const cancel = buildIcs({ method: 'CANCEL', uid: 'u', sequence: 1, start: new Date(), durationMinutes: 60, summary: 's', organizer: { name: 'a', email: 'a@x' }, attendees: [] });
  assert.match(cancel, /METHOD:CANCEL\r\n/);
  assert.match(cancel, /STATUS:CANCELLED\r\n/);
  assert.match(cancel, /SEQUENCE:1\r\n/);
});

test('slots are Istanbul wall time: UTC+3, nonexistent times refused, past, far, duplicate slots named per field', () => {
  assert.equal(istanbulInstant('2026-12-04T14:00')?.toISOString(), '2026-12-04T11:00:00.000Z');
  assert.equal(istanbulInstant('2026-07-01T00:30')?.toISOString(), '2026-06-30T21:30:00.000Z');
  assert.equal(istanbulWallTime(new Date('2026-06-30T21:30:00Z')), '2026-07-01T00:30');
  for (const bad of ['2026-02-30T10:00', '2026-12-04T24:00', '2026-12-04 14:00', '04.12.2026 14:00']) assert.equal(istanbulInstant(bad), null, bad);

  const now = new Date('2026-12-01T09:00:00Z'); // 12:00 in Istanbul
  assert.deepEqual(checkSlots(['2026-12-02T10:00', '2026-12-03T10:00'], now), {
    slots: [new Date('2026-12-02T07:00:00Z'), new Date('2026-12-03T07:00:00Z')],
  });
  assert.deepEqual(checkSlots(['2026-12-01T12:30', '2027-03-01T10:00', '2026-12-02T10:00', '2026-12-02T10:00', '2026-12-32T10:00'], now), {
    errors: { 'slots.0': ['slotPast'], 'slots.1': ['slotTooFar'], 'slots.3': ['slotDuplicate'], 'slots.4': ['slotInvalid'] },
  });
  // an hour ahead exactly is allowed
  assert.ok('slots' in checkSlots(['2026-12-01T13:00'], now));
});

test('a mail with an attachment is written to the outbox and read back decoded', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'realty-mail-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const mailer = new Mailer({ from: 'noreply@example.com', outboxDir: dir, log: { info: () => {}, error: () => {} } });
  const content = 'BEGIN:VCALENDAR\r\nSUMMARY:Görüşme\r\nEND:VCALENDAR\r\n';
  await mailer.send({ to: 'a@example.com', subject: 'Davet', text: 'Merhaba', attachments: [{ filename: 'viewing.ics', content, contentType: 'text/calendar; charset=utf-8; method=REQUEST' }] });
  const [mail] = await readOutbox(dir);
  assert.equal(mail?.text.trim(), 'Merhaba');
  assert.equal(mail?.attachments.length, 1);
  assert.equal(mail?.attachments[0]?.filename, 'viewing.ics');
  assert.match(mail?.attachments[0]?.contentType ?? '', /^text\/calendar/);
  assert.equal(mail?.attachments[0]?.content.replace(/\r\n/g, '\n'), content.replace(/\r\n/g, '\n'));
});
