// The add/edit listing form (PRODUCT.md §1 and §9, DECISIONS.md "Listings"): five tabs of 20 % each, visitable in
// any order, each with its error count; the values autosave to the server draft as the user types (restored after
// a reload); "publish" checks the shared zod schema the server uses and shows each problem at its field.
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, isApiError, type Lang } from '@realty/shared';
import {
  type EditorData,
  type EditorPhoto,
  FIELD_TAB,
  FORM_TABS,
  type FormTab,
  type PendingPhoto,
} from '@realty/shared/contracts/listing';
import { autosave, submit, type FormTarget } from './api';
import { loadListingCheck, type CheckListingForm } from './check';
import { LocationTab } from './PlaceTabs';
import type { TabProps, Values } from './fields';
import styles from './ListingForm.module.css';

const TAB_LABEL_KEYS: Record<FormTab, string> = {
  location: 'form.tab.location',
  parameters: 'form.tab.parameters',
  description: 'form.tab.description',
  photos: 'form.tab.photos',
  price: 'form.tab.price',
};

const AUTOSAVE_MS = 800;

// The tabs after the first (parameters; description and price; photos with uploads, ordering and processing) load
// when their tab is pointed at, focused or opened, with their texts: the form paints its first tab without them.
const loadPhotosTab = () => import('./PhotosTab');
const loadTextTabs = () => import('./TextTabs');
const loadParametersTab = () => import('./ParametersTab');
const ParametersTab = lazy(() => loadParametersTab().then((m) => ({ default: m.ParametersTab })));
const PhotosTab = lazy(() => loadPhotosTab().then((m) => ({ default: m.PhotosTab })));
const DescriptionTab = lazy(() => loadTextTabs().then((m) => ({ default: m.DescriptionTab })));
const PriceTab = lazy(() => loadTextTabs().then((m) => ({ default: m.PriceTab })));
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
const PRELOAD_TAB: Partial<Record<FormTab, () => void>> = {
  parameters: preload(loadParametersTab),
  description: preload(loadTextTabs),
  photos: preload(loadPhotosTab),
  price: preload(loadTextTabs),
};

export interface ListingFormProps {
  lang: Lang;
  data: EditorData;
}

export function ListingForm({ lang, data }: ListingFormProps) {
  const { t, i18n } = useTranslation('profile');
  const navigate = useNavigate();
  // A later tab's chunk and its texts (the 'formTabs' part of the namespace) together, on intent; the parts' loader
  // is in those tabs' chunks, not in the page's first load.
  const preloadTab = (name: FormTab) => {
    const load = PRELOAD_TAB[name];
    return load
      ? () => {
          load();
          void import('../pages/texts').then(({ loadPageTexts }) => loadPageTexts(i18n, lang, ['formTabs'])).catch(() => undefined);
        }
      : undefined;
  };
  const target: FormTarget = data.listing_id ? { kind: 'listing', id: data.listing_id } : { kind: 'draft', id: data.draft_id ?? 0 };
  const [values, setValues] = useState<Values>({ deal_type: 'sale', currency: 'TRY', features: [], ...data.values });
  const [photos, setPhotos] = useState<EditorPhoto[]>(data.photos);
  const [pending, setPending] = useState<PendingPhoto[]>(data.pending);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [tab, setTab] = useState<FormTab>('location');
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tabRefs = useRef<Partial<Record<FormTab, HTMLButtonElement | null>>>({});

  const save = useCallback(
    (next: Values) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setSaveState('saving');
        autosave(lang, target, next).then(
          () => setSaveState('saved'),
          () => setSaveState('failed'),
        );
      }, AUTOSAVE_MS);
    },
    // target is derived from data, which does not change while the form is open
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lang, data.draft_id, data.listing_id],
  );
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  /** Drop the messages of fields the user fixed; once none is left, the form's "fix the errors" goes too. */
  const clearErrors = useCallback((fields: string[]) => {
    setErrors((prev) => {
      const keys = fields.filter((k) => prev[k]);
      if (!keys.length) return prev;
      const copy = { ...prev };
      for (const k of keys) delete copy[k];
      if (Object.keys(copy).length === 0) setFormError(null);
      return copy;
    });
  }, []);

  const set = useCallback(
    (patch: Values) => {
      // the user is filling the form: fetch the check now so "publish" does not wait for it
      void loadListingCheck().catch(() => undefined);
      setValues((prev) => {
        const next = { ...prev, ...patch };
        save(next);
        return next;
      });
      clearErrors(Object.keys(patch));
    },
    [save, clearErrors],
  );

  // A photo added (or accepted for processing) answers "add at least one photo".
  const onPhotos = useCallback(
    (next: EditorPhoto[]) => {
      setPhotos(next);
      if (next.length) clearErrors(['photos']);
    },
    [clearErrors],
  );
  const onPending = useCallback(
    (next: PendingPhoto[]) => {
      setPending(next);
      if (next.some((p) => p.status === 'processing')) clearErrors(['photos']);
    },
    [clearErrors],
  );

  const counts = FORM_TABS.reduce<Record<FormTab, number>>(
    (acc, name) => ({ ...acc, [name]: Object.keys(errors).filter((field) => FIELD_TAB[field as keyof typeof FIELD_TAB] === name).length }),
    { location: 0, parameters: 0, description: 0, photos: 0, price: 0 },
  );

  const showErrors = (found: Record<string, string[]>) => {
    setErrors(found);
    const first = FORM_TABS.find((name) => Object.keys(found).some((field) => FIELD_TAB[field as keyof typeof FIELD_TAB] === name));
    if (first) setTab(first);
  };

  const publish = async () => {
    setFormError(null);
    let checkListingForm: CheckListingForm;
    try {
      checkListingForm = await loadListingCheck();
    } catch {
      setFormError(t('form.failed'));
      return;
    }
    // photos still processing join the listing when they are done
    const found = checkListingForm(values, lang, photos.length + pending.filter((p) => p.status === 'processing').length);
    if (Object.keys(found).length) {
      showErrors(found);
      setFormError(t('form.fixErrors'));
      return;
    }
    if (timer.current) clearTimeout(timer.current);
    setBusy(true);
    try {
      const done = await submit(lang, target, values);
      void navigate(done.url);
    } catch (error) {
      if (isApiError(error) && error.errors) showErrors(error.errors);
      setFormError(isApiError(error) ? error.message : t('form.failed'));
    } finally {
      setBusy(false);
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = FORM_TABS[(index + delta + FORM_TABS.length) % FORM_TABS.length] as FormTab;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const props: TabProps = { lang, values, errors, set };
  const saveText = saveState === 'saving' ? t('form.saving') : saveState === 'saved' ? t('form.saved') : saveState === 'failed' ? t('form.saveFailed') : '';

  return (
    <div className={styles.form}>
      <div role="tablist" aria-label={t('form.tabs')} className={styles.tabs}>
        {FORM_TABS.map((name, index) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
            onPointerEnter={preloadTab(name)}
            onPointerDown={preloadTab(name)}
            onFocus={preloadTab(name)}
          >
            <span className={styles.tabNumber}>{index + 1}</span>
            <span className={styles.tabLabel}>{t(TAB_LABEL_KEYS[name])}</span>
            {counts[name] ? (
              <span className={styles.tabErrors} aria-label={t('form.errorCount', { count: counts[name] })}>
                {counts[name]}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={styles.panel}>
        <h2 className={styles.panelTitle}>
          {FORM_TABS.indexOf(tab) + 1}. {t(TAB_LABEL_KEYS[tab])}
        </h2>
        {tab === 'location' ? <LocationTab {...props} /> : null}
        <Suspense fallback={<p role="status">{t('form.loading')}</p>}>
          {tab === 'parameters' ? <ParametersTab {...props} /> : null}
          {tab === 'description' ? <DescriptionTab {...props} /> : null}
          {tab === 'photos' ? (
            <PhotosTab {...props} target={target} photos={photos} onPhotos={onPhotos} pending={pending} onPending={onPending} />
          ) : null}
          {tab === 'price' ? <PriceTab {...props} eidsStatus={data.eids_status} /> : null}
        </Suspense>
      </div>
      <div className={styles.actions}>
        <p className={styles.saveState} role="status">
          {saveText}
        </p>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        ) : null}
        <Button onClick={() => void publish()} busy={busy} busyLabel={t('form.publishing')}>
          {data.listing_id ? t('form.save') : t('form.publish')}
        </Button>
      </div>
    </div>
  );
}
