import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, getApiClient, useRootStore, type CatalogPageData } from '@realty/shared';
import { catalogUrl } from '@realty/shared/catalog';
import { saveSearch } from '@realty/shared/contracts/account';

/** "Save this search": the filter and its URL are saved under the page's heading; a visitor signs in first, then it is saved. */
export const SaveSearchButton = observer(function SaveSearchButton({ data }: { data: CatalogPageData }) {
  const { t } = useTranslation('catalog');
  const { auth, ui, locale } = useRootStore();
  const { pathname, search } = useLocation();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const { page: _page, ...filter } = data.filter;
      await saveSearch(getApiClient(), { filter, url: catalogUrl(locale.lang, { ...filter, page: 1 }), name: data.seo.h1 }, locale.lang);
      ui.notify(t('save.saved'), 'success');
    } catch {
      ui.notify(t('save.failed'));
    } finally {
      setBusy(false);
    }
  };
  const onClick = () => {
    // A visitor signs in first; the search is saved once they have.
    if (!auth.user) auth.requireAuth(pathname + search, () => void save());
    else void save();
  };
  return (
    <Button variant="secondary" size="small" busy={busy} onClick={onClick} data-testid="save-search" data-replay="">
      {t('save.button')}
    </Button>
  );
});
