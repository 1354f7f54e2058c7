// The calendar invitation of a viewing (RFC 5545 iCalendar, METHOD:REQUEST or CANCEL), written by hand: the text is
// small, and what matters is done here: CRLF line ends, lines folded at 75 octets (never inside a UTF-8 character),
// TEXT values escaped (\\ ; , newline), times in UTC. The UID is stable per viewing, so a CANCEL (or a later
// REQUEST with a higher SEQUENCE) replaces the event the recipient's calendar already holds.

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  method: 'REQUEST' | 'CANCEL';
  /** Stable per viewing: `viewing-42@host`. */
  uid: string;
  /** Higher for each change of the same viewing (a CANCEL after the REQUEST). */
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer: IcsPerson;
  attendees: IcsPerson[];
  /** When the file was made (DTSTAMP). */
  stamp?: Date;
}

/** `20261204T110000Z` */
export function icsUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon, comma and newlines escaped (RFC 5545 3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n|\r/g, '\\n');
}

/** A parameter value (CN=…): quoted, with the characters a quoted parameter cannot hold dropped. */
const icsParam = (value: string): string => `"${value.replace(/["\r\n]/g, '')}"`;

/** One content line folded at 75 octets: continuation lines start with a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // the first line holds 75 octets; each continuation 74 after its leading space
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** The whole VCALENDAR text, CRLF line ends. */
export function buildIcs(event: IcsEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const person = (p: IcsPerson) => `;CN=${icsParam(p.name)}:mailto:${p.email}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Realty//Viewings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp ?? new Date())}`,
    `DTSTART:${icsUtc(event.start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER${person(event.organizer)}`,
    ...event.attendees.map((a) => `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE${person(a)}`),
    `STATUS:${event.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
