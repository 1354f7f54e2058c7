import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRootStore } from '@realty/shared';
import { gateNavigation } from '../session/gate';

export interface GatedLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  onNavigate?: () => void;
  testId?: string;
  /** 'page' when the link's section is on screen. */
  current?: 'page' | undefined;
}

/** A link to a signed-in area (add, favorites, profile): visitors get the sign-in popup, the path is followed after. */
export const GatedLink = observer(function GatedLink({ to, className, children, onNavigate, testId, current, ...aria }: GatedLinkProps) {
  const store = useRootStore();
  return (
    <Link
      to={to}
      className={className}
      data-testid={testId}
      // A guest's click opens the sign-in popup: its code loads on intent (remotes/intent.ts).
      data-popup={store.auth.user ? undefined : 'signIn'}
      aria-label={aria['aria-label']}
      aria-current={current}
      onClick={(event) => {
        if (!gateNavigation(store, to)) {
          event.preventDefault();
          return;
        }
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
});
