// Tabs 3 (description in tr, en, ru with character counters) and 5 (price, contacts and the EİDS authorisation).
import { EidsBadge } from '@realty/shared/listing';
import { CURRENCIES, type EidsStatus } from '@realty/shared/schemas';
import {
  DESCRIPTION_MAX,
  FORM_LANGS,
  RENT_PERIODS,
  type RentPeriod,
  TITLE_MAX,
} from '@realty/shared/contracts/listing';
import { CheckInput, SelectInput, TextArea, TextInput, text, type TabProps } from './fields';
import styles from './ListingForm.module.css';
import { usePageTexts } from '../pages/texts';

const LANG_KEYS = { tr: 'form.lang.tr', en: 'form.lang.en', ru: 'form.lang.ru' } as const;
const PERIOD_KEYS: Record<RentPeriod, string> = { month: 'form.period.month', day: 'form.period.day' };
const EIDS_KEYS: Record<EidsStatus, string> = {
  unverified: 'form.eidsStatus.unverified',
  pending: 'form.eidsStatus.pending',
  verified: 'form.eidsStatus.verified',
  rejected: 'form.eidsStatus.rejected',
};

export function DescriptionTab(p: TabProps) {
  const { t } = usePageTexts(p.lang, 'formTabs');
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{t('form.languagesNote')}</p>
      {FORM_LANGS.map((l) => (
        <fieldset key={l} className={styles.wide}>
          <legend>{t(LANG_KEYS[l])}</legend>
          <TextInput
            name={`title_${l}`}
            label={t('form.title')}
            p={p}
            maxLength={TITLE_MAX}
            hint={t('form.counter', { count: text(p.values[`title_${l}`]).length, max: TITLE_MAX })}
          />
          <TextArea
            name={`description_${l}`}
            label={t('form.description')}
            p={p}
            max={DESCRIPTION_MAX}
            counter={t('form.counter', { count: text(p.values[`description_${l}`]).length, max: DESCRIPTION_MAX })}
          />
        </fieldset>
      ))}
    </div>
  );
}

export function PriceTab(p: TabProps & { eidsStatus: EidsStatus }) {
  const { t } = usePageTexts(p.lang, 'formTabs');
  const { values } = p;
  const rent = values.deal_type === 'rent';
  return (
    <div className={styles.grid}>
      <TextInput name="price" label={t('form.price')} p={p} required inputMode="numeric" />
      <SelectInput name="currency" label={t('form.currency')} p={p} options={CURRENCIES} required />
      {rent ? (
        <>
          <SelectInput name="rent_period" label={t('form.rentPeriod')} p={p} options={RENT_PERIODS} optionLabel={(r) => t(PERIOD_KEYS[r])} empty={t('form.choose')} required />
          <TextInput name="deposit" label={t('form.deposit')} p={p} inputMode="numeric" />
        </>
      ) : null}
      <div className={styles.checks}>
        <CheckInput name="negotiable" label={t('form.negotiable')} p={p} />
      </div>
      <TextInput name="contact_name" label={t('form.contactName')} p={p} autoComplete="name" />
      <TextInput name="phone" label={t('form.phone')} p={p} type="tel" inputMode="tel" autoComplete="tel" />
      <fieldset className={styles.wide}>
        <legend>{t('form.eids')}</legend>
        <p className={styles.note}>{t('form.eidsNote')}</p>
        <div className={styles.pair}>
          <TextInput name="eids_number" label={t('form.eidsNumber')} p={p} required />
          <TextInput
            name="property_number"
            label={t('form.propertyNumber')}
            p={p}
            required={values.deal_type !== 'newprojects'}
            inputMode="numeric"
            hint={t('form.propertyNumberHint')}
          />
          <TextInput name="title_deed_number" label={t('form.deedNumber')} p={p} />
        </div>
        <p className={styles.eidsState}>
          {t('form.eidsStatusLabel')} {t(EIDS_KEYS[p.eidsStatus])} <EidsBadge status={p.eidsStatus} />
        </p>
      </fieldset>
    </div>
  );
}
