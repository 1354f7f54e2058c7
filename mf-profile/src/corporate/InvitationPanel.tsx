import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptInvitation, Button, fetchInvitation, getApiClient, type CorporateReply, type InvitationInfoReply } from '@realty/shared';
import { Status } from './Status';
import { useAction } from './useAction';
import styles from './Corporate.module.css';

/** The landing of an invitation link (`?invite=`): who invites, and "accept" for the signed-in user. */
export function InvitationPanel({ token, onAccepted }: { token: string; onAccepted(reply: CorporateReply): void }) {
  const { t } = useTranslation('profile');
  const [info, setInfo] = useState<InvitationInfoReply['data'] | null | 'invalid'>(null);
  const { state, run } = useAction(t('corporate.failed'));
  useEffect(() => {
    let live = true;
    fetchInvitation(getApiClient(), token).then(
      (reply) => live && setInfo(reply.data),
      () => live && setInfo('invalid'),
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (info === null) return null;
  return (
    <section className={styles.panel} aria-labelledby="invitation" data-testid="invitation">
      <h2 id="invitation">{t('corporate.invitation')}</h2>
      {info === 'invalid' ? (
        <p className={styles.error}>{t('corporate.invitationInvalid')}</p>
      ) : (
        <>
          <p>{t('corporate.invitationText', { agency: info.agency, email: info.email })}</p>
          {info.accepted ? <p className={styles.muted}>{t('corporate.invitationAccepted')}</p> : null}
          {info.expired ? <p className={styles.error}>{t('corporate.invitationExpired')}</p> : null}
          {!info.accepted && !info.expired && !state.message ? (
            <div className={styles.actions}>
              <Button busy={state.busy} onClick={() => void run(() => acceptInvitation(getApiClient(), token), onAccepted)}>
                {t('corporate.accept')}
              </Button>
            </div>
          ) : null}
          <Status state={state} />
        </>
      )}
    </section>
  );
}
