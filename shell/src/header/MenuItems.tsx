import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MenuItem } from './menu';

/** A menu's entries (<li>): a page of the site is a client-side link that runs `onNavigate`; an external one opens a new tab. */
export function MenuItems({ items, onNavigate, linkClassName }: { items: Array<MenuItem & { external?: boolean }>; onNavigate(): void; linkClassName?: string }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {items.map((item) => (
        <li key={item.key}>
          {item.external ? (
            <a className={linkClassName} href={item.path} target="_blank" rel="noopener noreferrer">
              {t(item.key)}
            </a>
          ) : (
            <Link className={linkClassName} to={item.path} onClick={onNavigate}>
              {t(item.key)}
            </Link>
          )}
        </li>
      ))}
    </>
  );
}
