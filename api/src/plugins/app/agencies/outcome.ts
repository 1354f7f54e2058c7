// What an agency action answers: its value, or the status and translated message key of why not.
import type { AgencyMessageKey } from '@realty/shared/contracts/agencies';

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 403 | 404 | 422; key: AgencyMessageKey; field?: string };
