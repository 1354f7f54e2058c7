import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getApiClient, isApiError, primitives } from '@realty/shared';
import styles from './Agents.module.css';
import type { ContactPhonesReply } from '@realty/shared/contracts/agencies';

/** The phone behind a button, like a listing's: one POST per reveal (rate-limited by the server). */
export function PhoneReveal({ kind, id }: { kind: 'agents' | 'agencies'; id: number }) {
  const { t } = useTranslation('catalog');
  const [state, setState] = useState<{ phones?: string[]; error?: string; busy: boolean }>({ busy: false });
  if (state.phones)
    return (
      <ul className={`${primitives.bare} ${styles.phones}`} data-testid="phones">
        {state.phones.map((phone) => (
          <li key={phone}>
            <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
          </li>
        ))}
      </ul>
    );
  const reveal = async () => {
    setState({ busy: true });
    try {
      const path = kind === 'agents' ? `/api/agents/${id}/phone` : `/api/agencies/${id}/phone`;
      const api = getApiClient();
      const reply = await api.post<ContactPhonesReply>(api.langPath(path));
      setState({ busy: false, phones: reply.data.phones });
    } catch (error) {
      setState({ busy: false, error: isApiError(error) ? error.message : t('failed') });
    }
  };
  return (
    <div>
      <Button busy={state.busy} onClick={() => void reveal()} data-testid="show-phone">
        {t('agents.showPhone')}
      </Button>
      {state.error ? <p role="alert">{state.error}</p> : null}
    </div>
  );
}
