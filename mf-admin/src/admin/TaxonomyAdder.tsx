import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, type Lang } from '@realty/shared';
import { Field, SelectField } from '@realty/shared/field';
import { addJournalTaxonomy } from '@realty/shared/contracts/admin';
import { useSaving } from './useSaving';
import styles from './Admin.module.css';

type Kind = 'category' | 'tag';

/** Add a journal category or tag (its title in the three languages) without leaving the editor. */
export function TaxonomyAdder({ lang, onAdded }: { lang: Lang; onAdded(kind: Kind, id: number): void }) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<Kind>('tag');
  const [titles, setTitles] = useState({ tr: '', en: '', ru: '' });
  const { errors, message, setMessage, busy, run } = useSaving();
  const add = () =>
    run(async () => {
      const res = await addJournalTaxonomy(getApiClient(), { kind, title_tr: titles.tr, title_en: titles.en, title_ru: titles.ru }, lang);
      setMessage(res.message);
      setTitles({ tr: '', en: '', ru: '' });
      onAdded(kind, res.data.id);
    });
  return (
    <details className={styles.fieldset}>
      <summary>{t('admin.journal.addTaxonomy')}</summary>
      <SelectField label={t('admin.journal.taxonomyKind')} value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
        <option value="tag">{t('admin.journal.kindTag')}</option>
        <option value="category">{t('admin.journal.kindCategory')}</option>
      </SelectField>
      <Field label={t('admin.journal.nameTr')} value={titles.tr} maxLength={80} error={errors.title_tr?.[0]} onChange={(e) => setTitles((x) => ({ ...x, tr: e.target.value }))} />
      <Field label={t('admin.journal.nameEn')} value={titles.en} maxLength={80} error={errors.title_en?.[0]} onChange={(e) => setTitles((x) => ({ ...x, en: e.target.value }))} />
      <Field label={t('admin.journal.nameRu')} value={titles.ru} maxLength={80} error={errors.title_ru?.[0]} onChange={(e) => setTitles((x) => ({ ...x, ru: e.target.value }))} />
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy} onClick={() => void add()}>
          {t('admin.journal.add')}
        </Button>
        <span role="status">{message}</span>
      </div>
    </details>
  );
}
