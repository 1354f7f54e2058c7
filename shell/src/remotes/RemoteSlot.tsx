import { createContext, useContext } from 'react';
import type { PageProps, RemoteName } from '@realty/shared';

export interface RemoteSlot {
  remote: RemoteName;
  /** The page being shown, so a fallback can keep its heading and breadcrumbs. */
  page: PageProps;
  retry: () => void;
}

/** Which remote a subtree belongs to and how to retry it (read by the fallback the runtime plugin returns). */
export const RemoteSlotContext = createContext<RemoteSlot | null>(null);
export const useRemoteSlot = () => useContext(RemoteSlotContext);
