import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, primitives, type Lang } from '@realty/shared';
import { Field, TextAreaField } from '@realty/shared/field';
import { coordinateText, parseCoordinate, pinOf, PinMap } from '@realty/shared/maps';
import { PIN_BOUNDS } from '@realty/shared/contracts/listing';
import { Status } from './Status';
import { useAction } from './useAction';
import styles from './Corporate.module.css';
import { type AgencyForm, type CorporateAgency, type CorporateReply, WORK_LANGUAGES, createAgency, updateAgency } from '@realty/shared/contracts/agencies';

const LANGUAGE_KEYS: Record<(typeof WORK_LANGUAGES)[number], string> = {
  tr: 'corporate.languages.tr',
  en: 'corporate.languages.en',
  ru: 'corporate.languages.ru',
  de: 'corporate.languages.de',
  uk: 'corporate.languages.uk',
  ar: 'corporate.languages.ar',
  fa: 'corporate.languages.fa',
  fr: 'corporate.languages.fr',
};

function TextArea({ label, value, onChange, error }: { label: string; value: string; onChange(value: string): void; error?: string | undefined }) {
  return (
    <TextAreaField
      label={label}
      fieldClassName={styles.wide}
      className={styles.textarea}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/** Agency name, licence, descriptions in tr/en/ru, phones, e-mail, website, office address and pin, languages. */
export function AgencyFormView({ lang, agency, onSaved }: { lang: Lang; agency: CorporateAgency | null; onSaved(reply: CorporateReply): void }) {
  const { t } = useTranslation('profile');
  const { state, run, first } = useAction(t('corporate.failed'));
  const [form, setForm] = useState(() => ({
    name: agency?.name ?? '',
    licence: agency?.licence ?? '',
    description_tr: agency?.description_tr ?? '',
    description_en: agency?.description_en ?? '',
    description_ru: agency?.description_ru ?? '',
    phones: agency?.phones.join('\n') ?? '',
    email: agency?.email ?? '',
    website: agency?.website ?? '',
    address: agency?.address ?? '',
    lat: agency?.lat?.toString() ?? '',
    lng: agency?.lng?.toString() ?? '',
    languages: agency?.languages ?? [],
  }));
  const set = (patch: Partial<typeof form>) => setForm((old) => ({ ...old, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AgencyForm = {
      ...form,
      phones: form.phones
        .split(/[\n,;]+/)
        .map((p) => p.trim())
        .filter(Boolean),
      lat: parseCoordinate(form.lat),
      lng: parseCoordinate(form.lng),
      languages: form.languages.filter((code): code is (typeof WORK_LANGUAGES)[number] => (WORK_LANGUAGES as readonly string[]).includes(code)),
    };
    const api = getApiClient();
    void run(() => (agency ? updateAgency(api, body) : createAgency(api, body)), onSaved);
  };
  return (
    <form className={`${primitives.panel} ${styles.panel}`} onSubmit={submit} aria-labelledby="agency-form" noValidate data-testid="agency-form">
      <h2 id="agency-form">{agency ? t('corporate.details') : t('corporate.create')}</h2>
      <div className={styles.grid}>
        <Field label={t('corporate.name')} required value={form.name} onChange={(e) => set({ name: e.target.value })} error={first('name')} name="name" />
        <Field label={t('corporate.licence')} value={form.licence} onChange={(e) => set({ licence: e.target.value })} error={first('licence')} name="licence" />
        <TextArea label={t('corporate.descriptionTr')} value={form.description_tr} onChange={(v) => set({ description_tr: v })} error={first('description_tr')} />
        <TextArea label={t('corporate.descriptionEn')} value={form.description_en} onChange={(v) => set({ description_en: v })} error={first('description_en')} />
        <TextArea label={t('corporate.descriptionRu')} value={form.description_ru} onChange={(v) => set({ description_ru: v })} error={first('description_ru')} />
        <TextArea label={t('corporate.phones')} value={form.phones} onChange={(v) => set({ phones: v })} error={first('phones')} />
        <Field label={t('corporate.email')} type="email" value={form.email} onChange={(e) => set({ email: e.target.value })} error={first('email')} name="email" />
        <Field label={t('corporate.website')} type="url" value={form.website} onChange={(e) => set({ website: e.target.value })} error={first('website')} name="website" />
        <Field
          label={t('corporate.address')}
          fieldClassName={styles.wide}
          value={form.address}
          onChange={(e) => set({ address: e.target.value })}
          error={first('address')}
          name="address"
        />
        <div className={styles.wide}>
          <PinMap
            lang={lang}
            pin={pinOf(form.lat, form.lng)}
            bounds={PIN_BOUNDS}
            label={t('corporate.pinMap')}
            onPin={(pin) => set({ lat: coordinateText(pin.lat), lng: coordinateText(pin.lng) })}
          />
        </div>
        <Field label={t('corporate.lat')} inputMode="decimal" value={form.lat} onChange={(e) => set({ lat: e.target.value })} error={first('lat')} hint={t('corporate.pinHint')} />
        <Field label={t('corporate.lng')} inputMode="decimal" value={form.lng} onChange={(e) => set({ lng: e.target.value })} error={first('lng')} />
        <fieldset className={`${styles.checks} ${styles.wide}`}>
          <legend>{t('corporate.workLanguages')}</legend>
          {WORK_LANGUAGES.map((code) => (
            <label key={code} className={styles.check}>
              <input
                type="checkbox"
                checked={form.languages.includes(code)}
                onChange={(e) => set({ languages: e.target.checked ? [...form.languages, code] : form.languages.filter((c) => c !== code) })}
              />
              {t(LANGUAGE_KEYS[code])}
            </label>
          ))}
        </fieldset>
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={state.busy}>
          {agency ? t('corporate.save') : t('corporate.createButton')}
        </Button>
        <Status state={state} />
      </div>
    </form>
  );
}
