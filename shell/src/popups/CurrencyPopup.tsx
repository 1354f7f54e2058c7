import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, CURRENCY_SYMBOLS, primitives, useRootStore, type CurrencyCode } from '@realty/shared';
import { Dialog } from '@realty/shared/dialog';
import styles from './Popups.module.css';

const CURRENCY_NAME_KEYS: Record<CurrencyCode, string> = {
  TRY: 'currency.TRY',
  USD: 'currency.USD',
  EUR: 'currency.EUR',
  RUB: 'currency.RUB',
};

/** Choosing a currency sets it (cookie `currency`, every price follows through the store) and closes the popup. */
export const CurrencyPopup = observer(function CurrencyPopup() {
  const { t } = useTranslation('shell');
  const { ui, currency } = useRootStore();
  return (
    <Dialog title={t('popup.currency')} onClose={() => ui.closePopup('currency')} size="small" testId="currency-popup">
      <ul className={`${primitives.bare} ${styles.options}`}>
        {CURRENCIES.map((code) => (
          <li key={code}>
            <button
              type="button"
              className={`${primitives.frame} ${styles.option} ${code === currency.currency ? styles.current : ''}`}
              aria-pressed={code === currency.currency}
              data-currency={code}
              onClick={() => {
                currency.setCurrency(code);
                ui.closePopup('currency');
              }}
            >
              <span className={styles.code}>{CURRENCY_SYMBOLS[code]}</span> {code} — {t(CURRENCY_NAME_KEYS[code])}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
});
