import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { primitives, type ListingDetail } from '@realty/shared';
import styles from './Listing.module.css';

export interface ParameterTabsProps {
  tabs: ListingDetail['parameters'];
  /** The tab open first (the listing's `default_tab`); the first tab when it is not there. */
  defaultTab: string;
  label: string;
}

/**
 * The listing's parameters in tabs: a WAI-ARIA tablist (arrow keys, Home and End move between tabs and open them;
 * only the open tab is in the tab order).
 */
export function ParameterTabs({ tabs, defaultTab, label }: ParameterTabsProps) {
  const base = useId();
  const initial = tabs.some((tab) => tab.key === defaultTab) ? defaultTab : (tabs[0]?.key ?? '');
  const [open, setOpen] = useState(initial);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  if (!tabs.length) return null;
  const index = Math.max(0, tabs.findIndex((tab) => tab.key === open));
  const go = (next: number) => {
    const target = (next + tabs.length) % tabs.length;
    setOpen(tabs[target]?.key ?? initial);
    buttons.current[target]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(next);
  };
  return (
    <div className={styles.tabs} data-testid="parameter-tabs">
      <div role="tablist" aria-label={label} className={primitives.pills}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={tab.key === open}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={tab.key === open ? 0 : -1}
            className={`${primitives.pill} ${primitives.toggle} ${styles.tab}`}
            onClick={() => setOpen(tab.key)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          hidden={tab.key !== open}
          tabIndex={0}
          className={styles.tabPanel}
        >
          <dl className={styles.facts}>
            {tab.items.map((item) => (
              <div key={item.key} className={styles.fact}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
