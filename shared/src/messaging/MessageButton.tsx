import { useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, useRootStore, type Lang } from '@realty/shared';
import type { ComposerProps } from './Composer';
import type { MessageTarget } from './types';

export type { MessageTarget };

export interface MessageButtonProps {
  lang: Lang;
  target: MessageTarget;
  /** The user the message would reach: the button is not shown to them (one's own listing or page). */
  ownerId?: number | null;
  /** The button's text, from the page's own namespace (loaded with the page: no request for the first render). */
  label: string;
  className?: string;
}

// The composer, its texts and styles: a chunk of their own, loaded on the first click.
const loadComposer = () => import('./Composer');

/**
 * "Message": opens a small composer under the button for a signed-in visitor; a signed-out one is asked to sign in
 * first (the composer opens once they have). Hidden from the person the message would reach.
 */
export const MessageButton = observer(function MessageButton({ lang, target, ownerId, label, className }: MessageButtonProps) {
  const { auth } = useRootStore();
  const { i18n } = useTranslation();
  const [Composer, setComposer] = useState<ComponentType<ComposerProps> | null>(null);
  const [loading, setLoading] = useState(false);
  if (auth.user && ownerId != null && auth.user.id === ownerId) return null;

  const open = () => {
    if (Composer || loading) return;
    setLoading(true);
    loadComposer()
      .then(async (module) => {
        await i18n.loadNamespaces(module.MESSAGING_NS);
        setComposer(() => module.Composer);
      })
      .catch((error: unknown) => console.warn('[realty] the message composer did not load', error))
      .finally(() => setLoading(false));
  };
  const onClick = () => {
    if (!auth.user) auth.requireAuth(undefined, open);
    else open();
  };

  return (
    <div className={className} data-testid="message-box">
      {Composer && auth.user ? (
        <Composer lang={lang} target={target} />
      ) : (
        <Button variant="secondary" block busy={loading} onClick={onClick} data-testid="message-button">
          {label}
        </Button>
      )}
    </div>
  );
});
