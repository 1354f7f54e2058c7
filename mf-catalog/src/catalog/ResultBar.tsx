import { useTranslation } from 'react-i18next';
import { Button, formatNumber, type CatalogPageData, type Lang, type ListMeta, type Sort } from '@realty/shared';
import { SortField } from '@realty/shared/filter';
import styles from './Catalog.module.css';
import { FILTER_FORM_ID } from './QuickFilters';
import { SaveSearchButton } from './SaveSearchButton';

/** The count ("about N" when the server estimated it), save-this-search and the sort. */
export function ResultBar({ lang, data, meta, onSort }: { lang: Lang; data: CatalogPageData; meta: ListMeta; onSort(sort: Sort): void }) {
  const { t } = useTranslation('catalog');
  const count = formatNumber(meta.total, lang);
  return (
    <div className={styles.resultBar}>
      <p className={styles.count} role="status" data-testid="result-count" data-total={meta.total}>
        {meta.total_is_estimate ? t('foundAbout', { count }) : t('found', { count })}
      </p>
      <SaveSearchButton data={data} />
      <div className={styles.sort}>
        {/* Part of the filter's GET form: before hydration a change submits it; without JavaScript the button does. */}
        <SortField value={data.filter.sort} onChange={onSort} form={FILTER_FORM_ID} />
        <noscript>
          <Button type="submit" form={FILTER_FORM_ID} variant="secondary" size="small">
            {t('apply')}
          </Button>
        </noscript>
      </div>
    </div>
  );
}
