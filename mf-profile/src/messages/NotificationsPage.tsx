import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, getApiClient, primitives, useRootStore, type PageProps } from '@realty/shared';
import { useLoad } from '@realty/shared/sections';
import type { NoticeSettings, PushSubscriptionBody } from '@realty/shared/contracts/messages';
import { ProfileLayout } from '../components/ProfileLayout';
import { deletePushSubscription, fetchNoticeSettings, fetchPushKey, saveNoticeSettings, savePushSubscription } from './api';
import { currentSubscription, pushSupported, subscribe } from './push';
import styles from './Messages.module.css';
import { useMessagesTranslation } from './register';

const KIND_KEYS = {
  email_messages: 'notices.kinds.email_messages',
  email_viewings: 'notices.kinds.email_viewings',
  push_messages: 'notices.kinds.push_messages',
  push_viewings: 'notices.kinds.push_viewings',
  push_searches: 'notices.kinds.push_searches',
  push_price_drops: 'notices.kinds.push_price_drops',
} as const;
const EMAIL: (keyof NoticeSettings)[] = ['email_messages', 'email_viewings'];
const PUSH: (keyof NoticeSettings)[] = ['push_messages', 'push_viewings', 'push_searches', 'push_price_drops'];

/** "Turn on push notifications on this device": shown only with a server key and a browser that can. */
function PushDevice() {
  const { t } = useMessagesTranslation();
  const { ui } = useRootStore();
  const [key, setKey] = useState<string | null>(null);
  const [subscription, setSubscription] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    fetchPushKey(getApiClient()).then(
      (reply) => live && setKey(reply.data.public_key),
      () => undefined,
    );
    currentSubscription().then(
      (s) => live && setSubscription(s),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!key) return null;
  /** One switch of the push subscription: `change` gives the notice key of its outcome; a failure says so. */
  const toggle = async (change: () => Promise<'notices.pushOn' | 'notices.pushOff' | 'notices.pushDenied'>) => {
    setBusy(true);
    try {
      const notice = await change();
      ui.notify(t(notice), notice === 'notices.pushDenied' ? undefined : 'success');
    } catch {
      ui.notify(t('notices.pushFailed'));
    } finally {
      setBusy(false);
    }
  };
  const turnOn = () =>
    toggle(async () => {
      const s = await subscribe(key);
      if (!s) return 'notices.pushDenied';
      await savePushSubscription(getApiClient(), s.toJSON() as PushSubscriptionBody);
      setSubscription(s);
      return 'notices.pushOn';
    });
  const turnOff = async () => {
    if (!subscription) return;
    await toggle(async () => {
      const endpoint = subscription.endpoint;
      await subscription.unsubscribe();
      await deletePushSubscription(getApiClient(), endpoint);
      setSubscription(null);
      return 'notices.pushOff';
    });
  };
  return (
    <div className={primitives.panel} data-testid="push-device">
      <p>{subscription ? t('notices.pushIsOn') : t('notices.pushIsOff')}</p>
      <div className={primitives.actions}>
        {subscription ? (
          <Button variant="secondary" className={styles.wrapButton} busy={busy} onClick={() => void turnOff()} data-testid="push-off">
            {t('notices.turnOff')}
          </Button>
        ) : (
          <Button className={styles.wrapButton} busy={busy} onClick={() => void turnOn()} data-testid="push-on">
            {t('notices.turnOn')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** profile/notifications: which notices come by e-mail and by push (saved at once), and push on this device. */
export default observer(function NotificationsPage({ lang, route }: PageProps) {
  const { t } = useMessagesTranslation();
  const { ui } = useRootStore();
  const settings = useLoad(() => fetchNoticeSettings(getApiClient()), lang);
  const [saving, setSaving] = useState(false);
  const toggle = async (name: keyof NoticeSettings, on: boolean) => {
    const before = settings.data;
    if (!before) return;
    const next = { ...before, [name]: on };
    settings.set(() => next);
    setSaving(true);
    try {
      const saved = await saveNoticeSettings(getApiClient(), next);
      settings.set(() => saved);
      ui.notify(t('notices.saved'), 'success');
    } catch {
      settings.set(() => before);
      ui.notify(t('common.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  const group = (legend: string, names: (keyof NoticeSettings)[], testId: string) => (
    <fieldset className={`${primitives.panel} ${styles.toggles}`} data-testid={testId}>
      <legend>
        <strong>{legend}</strong>
      </legend>
      {names.map((name) => (
        <label key={name}>
          <input type="checkbox" checked={Boolean(settings.data?.[name])} disabled={saving} onChange={(e) => void toggle(name, e.target.checked)} data-testid={`notice-${name}`} />
          {t(KIND_KEYS[name])}
        </label>
      ))}
    </fieldset>
  );
  return (
    <ProfileLayout lang={lang} route={route} intro={t('intro.profileNotifications')}>
      {settings.error ? <p role="alert">{t('common.loadFailed')}</p> : null}
      {settings.data ? (
        <>
          {group(t('notices.email'), EMAIL, 'notices-email')}
          {group(t('notices.push'), PUSH, 'notices-push')}
        </>
      ) : null}
      <PushDevice />
    </ProfileLayout>
  );
});
