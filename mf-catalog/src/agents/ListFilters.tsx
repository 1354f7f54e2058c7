import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, type AgentsFilter, type CodeTitle, type Lang } from '@realty/shared';
import { Field, SelectField } from '@realty/shared/field';
import { useLanguageName } from './LanguageList';
import { agentsListUrl } from './urls';
import styles from './Agents.module.css';

interface ListFiltersProps {
  lang: Lang;
  route: 'agents' | 'agencies';
  filter: AgentsFilter;
  cities: CodeTitle[];
  /** Languages to filter by (agents only). */
  languages?: string[];
}

/** Search by name, city (and language for agents); a submit is a new URL (the page's only state). */
export function ListFilters({ lang, route, filter, cities, languages }: ListFiltersProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const languageName = useLanguageName();
  const [q, setQ] = useState(filter.q ?? '');
  const go = (patch: Partial<AgentsFilter>) => void navigate(agentsListUrl(lang, route, { ...filter, q: q.trim() || undefined, ...patch, page: 1 }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({});
  };
  return (
    <form role="search" className={styles.filters} onSubmit={submit} data-testid="agents-filters">
      <Field label={route === 'agents' ? t('agents.searchName') : t('agencies.searchName')} type="search" value={q} onChange={(e) => setQ(e.target.value)} name="q" />
      <SelectField label={t('agents.city')} value={filter.city ?? ''} onChange={(e) => go({ city: e.target.value || undefined })}>
        <option value="">{t('agents.anyCity')}</option>
        {cities.map((city) => (
          <option key={city.code} value={city.code}>
            {city.title}
          </option>
        ))}
      </SelectField>
      {languages ? (
        <SelectField label={t('agents.language')} value={filter.language ?? ''} onChange={(e) => go({ language: e.target.value || undefined })}>
          <option value="">{t('agents.anyLanguage')}</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Button type="submit">{t('agents.search')}</Button>
    </form>
  );
}
