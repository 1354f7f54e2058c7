import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, getApiClient, primitives, useRootStore } from '@realty/shared';
import { Status } from './Status';
import { useAction } from './useAction';
import styles from './Corporate.module.css';
import { type CorporateReply, type InvitationInfoReply, acceptInvitation, fetchInvitation } from '@realty/shared/contracts/agencies';

/** The query parameter that asks the landing to accept at once (set on the way through sign-in or registration). */
export const ACCEPT_PARAM = 'accept';

interface Props {
  token: string;
  /** Accept at once when signed in (the visitor chose "sign in / register and accept" before). */
  autoAccept: boolean;
  onAccepted(reply: CorporateReply): void;
  /** The automatic acceptance is over (whatever its outcome): the page drops ACCEPT_PARAM from its URL. */
  onAutoAcceptDone(): void;
}

/**
 * The landing of an invitation link (`?invite=`): who invites whom. A signed-in user accepts; a visitor signs in or
 * registers on the way, and the link (token and the wish to accept) is where sign-in and registration return to, so
 * the invitation is accepted as soon as they are back. Any account can accept, a private one too: it becomes an agent.
 */
export const InvitationPanel = observer(function InvitationPanel({ token, autoAccept, onAccepted, onAutoAcceptDone }: Props) {
  const { t } = useTranslation('profile');
  const { auth, ui } = useRootStore();
  const { pathname } = useLocation();
  const [info, setInfo] = useState<InvitationInfoReply['data'] | null | 'invalid'>(null);
  const { state, run } = useAction(t('corporate.failed'));
  const autoStarted = useRef(false);
  const signedIn = auth.user !== null;
  // Until the session is known, neither "sign in" nor "join" is offered (a signed-in user must not see the former).
  const signedOut = auth.checked && !signedIn;
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
  const open = info !== null && info !== 'invalid' && !info.accepted && !info.expired;
  useEffect(() => {
    if (!autoAccept || !signedIn || info === null || autoStarted.current) return;
    autoStarted.current = true;
    if (!open) {
      onAutoAcceptDone();
      return;
    }
    void run(() => acceptInvitation(getApiClient(), token), onAccepted).finally(onAutoAcceptDone);
  }, [autoAccept, signedIn, info, open, token, run, onAccepted, onAutoAcceptDone]);
  if (info === null) return null;
  const back = `${pathname}?invite=${encodeURIComponent(token)}&${ACCEPT_PARAM}=1`;
  return (
    <section className={`${primitives.panel} ${styles.panel}`} aria-labelledby="invitation" data-testid="invitation">
      <h2 id="invitation">{t('corporate.invitation')}</h2>
      {info === 'invalid' ? (
        <p className={styles.error}>{t('corporate.invitationInvalid')}</p>
      ) : (
        <>
          <p>{t('corporate.invitationText', { agency: info.agency, email: info.email })}</p>
          {info.accepted ? <p className={primitives.note}>{t('corporate.invitationAccepted')}</p> : null}
          {info.expired ? <p className={styles.error}>{t('corporate.invitationExpired')}</p> : null}
          {open && signedOut ? (
            <>
              <p className={primitives.note}>{t('corporate.invitationGuest', { email: info.email })}</p>
              <div className={`${styles.actions} ${styles.wrapButtons}`}>
                <Button onClick={() => auth.requireAuth(back)}>{t('corporate.signInToAccept')}</Button>
                <Button
                  variant="secondary"
                  onClick={() => {
                    auth.setRedirectTarget(back);
                    ui.openPopup('register');
                  }}
                >
                  {t('corporate.registerToAccept')}
                </Button>
              </div>
            </>
          ) : null}
          {open && signedIn && !state.message ? (
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
});
