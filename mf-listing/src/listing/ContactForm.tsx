import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, isApiError, pathTo, primitives, type Lang } from '@realty/shared';
import { Field, TextAreaField } from '@realty/shared/field';
import type { ListingStore } from '../stores/listing.store';
import styles from './Listing.module.css';

type State = { state: 'idle' | 'sending' } | { state: 'sent'; message: string; conversationId: number | null } | { state: 'failed'; message: string; errors: Record<string, string[]> };

/**
 * Write to the advertiser: name, phone or e-mail, message. The server mails the listing's owner (rate-limited); for a
 * signed-in sender it also starts a conversation, and the form then points to it in the profile's messages.
 */
export function ContactForm({ store, lang }: { store: ListingStore; lang: Lang }) {
  const { t } = useTranslation('listing');
  const [values, setValues] = useState({ name: '', contact: '', message: '' });
  const [status, setStatus] = useState<State>({ state: 'idle' });
  const errors = status.state === 'failed' ? status.errors : {};
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ state: 'sending' });
    try {
      const { message, conversationId } = await store.contact(values);
      setStatus({ state: 'sent', message, conversationId });
      setValues({ name: '', contact: '', message: '' });
    } catch (error) {
      setStatus({
        state: 'failed',
        message: isApiError(error) && !error.network ? error.message : t('contact.failed'),
        errors: isApiError(error) ? (error.errors ?? {}) : {},
      });
    }
  };

  return (
    <section className={`${primitives.panel} ${styles.card}`} aria-labelledby="listing-contact">
      <h2 id="listing-contact" className={styles.cardTitle}>
        {t('contact.title')}
      </h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="contact-form">
        <Field label={t('contact.name')} name="name" autoComplete="name" required value={values.name} onChange={set('name')} error={errors.name?.[0]} maxLength={100} />
        <Field
          label={t('contact.contact')}
          name="contact"
          autoComplete="email"
          required
          value={values.contact}
          onChange={set('contact')}
          error={errors.contact?.[0]}
          maxLength={254}
        />
        <TextAreaField
          label={t('contact.message')}
          name="message"
          rows={4}
          required
          maxLength={2000}
          value={values.message}
          onChange={set('message')}
          error={errors.message?.[0]}
          className={styles.textarea}
        />
        <Button type="submit" block busy={status.state === 'sending'} data-testid="contact-submit">
          {t('contact.send')}
        </Button>
        {status.state === 'sent' ? (
          <p className={styles.success} role="status" data-testid="contact-sent">
            {status.message}
            {status.conversationId !== null ? (
              <>
                {' '}
                <Link to={pathTo(lang, 'profileThread', String(status.conversationId))} data-testid="contact-thread-link">
                  {t('contact.inMessages')}
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        {status.state === 'failed' ? (
          <p className={styles.error} role="alert" data-testid="contact-failed">
            {status.message}
          </p>
        ) : null}
      </form>
    </section>
  );
}
