// What a card's static gallery (CardGallery) and its slider (CardSwiper, loaded on first touch) both draw.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './ListingCard.module.css';

/** Card photos are stored at 640×480 (api/src/db/photos.ts PHOTO_SIZES.card). */
export const CARD_PHOTO = { width: 640, height: 480 } as const;

/** A photo that opens the listing on click; hidden from the keyboard and screen readers (the title link is enough). */
export function PhotoLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.photoLink}>
      {children}
    </Link>
  );
}
