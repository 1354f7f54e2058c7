// EİDS (Elektronik İlan Doğrulama Sistemi, the Ministry of Trade's authorisation system): since 2026 sale and rent
// listings in Turkey carry an authorisation number. A listing's `eids_status` moves
//   unverified (no number) → pending (number given, waiting) → verified | rejected
// through a provider (`EidsVerifier`). The shipped provider is "manual": `submit` leaves the listing pending and an
// administrator decides in the back office, which calls `decideEids(listingId, verdict)`. A Ministry integration
// plugs in as another provider whose `submit` answers at once (or later, through `decideEids`).
import type { Database } from '../../../db/client';
import type { EidsStatus } from '../../../db/schema';

export type EidsVerdict = 'verified' | 'rejected';

export interface EidsSubmission {
  listingId: number;
  eidsNumber: string;
  titleDeedNumber: string | null;
  /** The title-deed system's property number (taşınmaz numarası) the authorisation names. */
  propertyNumber?: string | null;
}

export interface EidsVerifier {
  readonly name: string;
  /** Called when a listing's EİDS number is set or changed: the status the listing takes now. */
  submit(submission: EidsSubmission): Promise<EidsStatus>;
}

/** An administrator verifies each number by hand (the back office calls `decideEids`). */
export const manualEidsVerifier: EidsVerifier = {
  name: 'manual',
  submit: () => Promise.resolve('pending'),
};

let verifier: EidsVerifier = manualEidsVerifier;
/** The provider in use ("manual" unless replaced, e.g. by a Ministry integration or a test). */
export const eidsVerifier = (): EidsVerifier => verifier;
export function setEidsVerifier(next: EidsVerifier): void {
  verifier = next;
}

/**
 * The status a listing takes after its EİDS fields were saved: unverified without a number, unchanged when the
 * number, deed and property number are the ones already decided on, otherwise what the provider says.
 */
export async function eidsStatusAfterSave(
  submission: Omit<EidsSubmission, 'eidsNumber'> & { eidsNumber: string | null },
  previous: { eidsNumber: string | null; titleDeedNumber: string | null; propertyNumber?: string | null; status: EidsStatus } | null,
): Promise<EidsStatus> {
  if (!submission.eidsNumber) return 'unverified';
  const sameProperty = (previous?.propertyNumber ?? null) === (submission.propertyNumber ?? null);
  if (previous && previous.eidsNumber === submission.eidsNumber && previous.titleDeedNumber === submission.titleDeedNumber && sameProperty && previous.status !== 'unverified') {
    return previous.status;
  }
  return verifier.submit({ ...submission, eidsNumber: submission.eidsNumber });
}

/**
 * An administrator's (or a provider's late) decision on a listing's EİDS number. Only a listing with a number can be
 * decided; returns the new status, or null for an unknown/deleted listing or one without a number.
 */
export async function decideEids(database: Database, listingId: number, verdict: EidsVerdict): Promise<EidsStatus | null> {
  const res = await database.execute(
    `UPDATE listings SET eids_status = $2, updated_at = now()
     WHERE id = $1 AND status <> 'deleted' AND eids_number IS NOT NULL RETURNING eids_status`,
    [listingId, verdict],
  );
  const row = res.rows[0];
  return row ? (String(row.eids_status) as EidsStatus) : null;
}
