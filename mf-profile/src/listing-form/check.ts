// The form's check is the shared zod schema the api uses, with libphonenumber-js for the phone: ~54 kB gzip that the
// page's first render does not need. It loads on the first edit (warm-up) or at "publish", whichever comes first.
import type { checkListingForm } from '@realty/shared/contracts/listing';

export type CheckListingForm = typeof checkListingForm;

let loading: Promise<CheckListingForm> | undefined;

/** The listing form's check, loaded once; a failed load is retried on the next call. */
export function loadListingCheck(): Promise<CheckListingForm> {
  loading ??= import(/* webpackChunkName: "listing-check" */ '@realty/shared/contracts/listing').then(
    (contract) => contract.checkListingForm,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
