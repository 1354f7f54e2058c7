// Loads the form's data (a new listing's draft, or an own listing with its edit draft) and shows the form.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, type Lang } from '@realty/shared';
import type { EditorData } from '@realty/shared/contracts/listing';
import { openDraft, openListing } from './api';
import { ListingForm } from './ListingForm';
import styles from './ListingForm.module.css';

export function ListingFormLoader({ lang, listingId }: { lang: Lang; listingId?: number | null }) {
  const { t } = useTranslation('profile');
  const [state, setState] = useState<{ data?: EditorData; error?: string }>({});
  useEffect(() => {
    let live = true;
    if (listingId === null) return;
    (listingId ? openListing(lang, listingId) : openDraft(lang)).then(
      (data) => live && setState({ data }),
      (error: unknown) => live && setState({ error: isApiError(error) ? error.message : t('form.failed') }),
    );
    return () => {
      live = false;
    };
  }, [lang, listingId, t]);
  const error = listingId === null ? t('form.notFound') : state.error;
  if (error)
    return (
      <p className={styles.status} role="alert">
        {error}
      </p>
    );
  if (!state.data)
    return (
      <p className={styles.status} role="status">
        {t('form.loading')}
      </p>
    );
  return <ListingForm key={`${state.data.draft_id ?? 0}:${state.data.listing_id ?? 0}`} lang={lang} data={state.data} />;
}
