import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Button, formatDate, getApiClient, LANGS, pathTo, primitives, type Lang, type PageProps } from '@realty/shared';
import { Field, SelectField } from '@realty/shared/field';
import { useLoad } from '@realty/shared/sections';
import {
  fetchAdminPost,
  fetchJournalTaxonomy,
  POST_EXCERPT_MAX,
  POST_META_MAX,
  POST_TITLE_MAX,
  publishAdminPost,
  saveAdminPost,
  type AdminPost,
  type PostBodyInput,
} from '@realty/shared/contracts/admin';
import { AdminLayout } from '../admin/AdminLayout';
import { CoverField } from '../admin/CoverField';
import { RichTextEditor } from '../admin/RichTextEditor';
import { TaxonomyAdder } from '../admin/TaxonomyAdder';
import { useSaving } from '../admin/useSaving';
import { POST_STATE_KEYS } from './AdminJournalPage';
import styles from '../admin/Admin.module.css';

interface Text {
  title: string;
  excerpt: string;
  body: string;
  meta: string;
}
type Texts = Record<Lang, Text>;
const EMPTY: Text = { title: '', excerpt: '', body: '', meta: '' };
const LANG_KEYS: Record<Lang, string> = { tr: 'admin.journal.langTr', en: 'admin.journal.langEn', ru: 'admin.journal.langRu' };

const textsOf = (post: AdminPost | null): Texts => {
  const out = { tr: { ...EMPTY }, en: { ...EMPTY }, ru: { ...EMPTY } };
  for (const l of LANGS) {
    const t = post?.translations[l];
    if (t) out[l] = { title: t.title, excerpt: t.excerpt, body: t.body, meta: t.meta_description ?? '' };
  }
  return out;
};

/** admin/journal/new and admin/journal/{id}: write a post per language, its category, tags and cover; publish or schedule. */
export default function AdminPostPage({ lang, route, rest }: PageProps) {
  const { t } = useTranslation('admin');
  const isNew = rest === 'new';
  const id = isNew ? null : Number(rest);
  const valid = isNew || (id !== null && Number.isSafeInteger(id) && id > 0);
  const loaded = useLoad(
    () => (id === null ? Promise.resolve(null) : valid ? fetchAdminPost(getApiClient(), id, lang).then((r) => r.data) : Promise.reject(new Error('id'))),
    `${lang}:${rest}`,
  );
  if (!isNew && (loaded.error || !valid)) {
    return (
      <AdminLayout lang={lang} route={route}>
        <p role="alert">{t('admin.journal.notFound')}</p>
      </AdminLayout>
    );
  }
  if (!isNew && !loaded.data) {
    return (
      <AdminLayout lang={lang} route={route}>
        <p className={primitives.muted}>{t('common.loading')}</p>
      </AdminLayout>
    );
  }
  return <PostForm key={loaded.data?.id ?? 'new'} lang={lang} route={route} initial={loaded.data ?? null} />;
}

function PostForm({ lang, route, initial }: Pick<PageProps, 'lang' | 'route'> & { initial: AdminPost | null }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const taxonomy = useLoad(() => fetchJournalTaxonomy(getApiClient(), lang).then((r) => r.data), lang);
  const [post, setPost] = useState<AdminPost | null>(initial);
  const [texts, setTexts] = useState<Texts>(() => textsOf(initial));
  const [tab, setTab] = useState<Lang>(lang);
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(initial?.category_id ?? null);
  const [tagIds, setTagIds] = useState<number[]>(initial?.tag_ids ?? []);
  const [cover, setCover] = useState<string | null>(initial?.cover ?? null);
  const [at, setAt] = useState('');
  const { errors, message, setMessage, busy, run } = useSaving();

  const setText = (l: Lang, patch: Partial<Text>) => setTexts((all) => ({ ...all, [l]: { ...all[l], ...patch } }));
  const fieldError = (name: string) => errors[name]?.[0];

  const body = (): PostBodyInput => {
    const translations: PostBodyInput['translations'] = {};
    for (const l of LANGS) {
      const x = texts[l];
      if (!x.title.trim() && !x.body.trim()) continue;
      translations[l] = { title: x.title, excerpt: x.excerpt, body: x.body, meta_description: x.meta };
    }
    return { ...(slug.trim() ? { slug: slug.trim() } : {}), category_id: categoryId, tag_ids: tagIds, cover, translations };
  };

  const save = (): Promise<AdminPost | null> =>
    run(async () => {
      const res = await saveAdminPost(getApiClient(), post?.id ?? null, body(), lang);
      setPost(res.data);
      setSlug(res.data.slug);
      setMessage(res.message);
      if (!post) navigate(pathTo(lang, 'adminPost', String(res.data.id)), { replace: true });
      return res.data;
    });

  const publish = async (on: boolean, when?: string) => {
    const saved = on ? await save() : post;
    if (!saved) return;
    await run(
      async () => {
        const res = await publishAdminPost(getApiClient(), saved.id, on, when ? new Date(when).toISOString() : undefined, lang);
        setPost(res.data);
        setMessage(res.message);
      },
      { keepErrors: true },
    );
  };

  const current = texts[tab];
  const prefix = `translations.${tab}`;
  return (
    <AdminLayout
      lang={lang}
      route={route}
      title={post ? undefined : t('admin.journal.newTitle')}
      intro={post ? t('admin.journal.editing', { title: post.translations[lang]?.title ?? post.slug }) : t('admin.journal.creating')}
    >
      <p role="status" className={message ? styles.message : primitives.visuallyHidden} data-testid="post-message">
        {message}
      </p>
      {post ? (
        <p className={styles.actions}>
          <span className={styles.badge} data-testid="post-state">
            {t(POST_STATE_KEYS[post.state])}
          </span>
          <span className={primitives.muted}>{formatDate(post.published_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</span>
          {LANGS.filter((l) => post.urls[l]).map((l) => (
            <a key={l} href={post.urls[l]} target="_blank" rel="noreferrer">
              {t('admin.journal.view', { lang: l.toUpperCase() })}
            </a>
          ))}
        </p>
      ) : null}
      {
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {fieldError('translations') ? (
            <p className={styles.error} role="alert">
              {fieldError('translations')}
            </p>
          ) : null}
          <div className={styles.actions} role="group" aria-label={t('admin.journal.language')}>
            {LANGS.map((l) => (
              <button key={l} type="button" className={`${primitives.toggle} ${styles.tool}`} aria-pressed={tab === l} onClick={() => setTab(l)} data-testid={`post-lang-${l}`}>
                {t(LANG_KEYS[l])}
                {texts[l].title ? ' ✓' : ''}
              </button>
            ))}
          </div>
          <Field
            label={t('admin.journal.title')}
            value={current.title}
            maxLength={POST_TITLE_MAX}
            error={fieldError(`${prefix}.title`)}
            onChange={(e) => setText(tab, { title: e.target.value })}
            data-testid="post-title"
          />
          <Field label={t('admin.journal.excerpt')} value={current.excerpt} maxLength={POST_EXCERPT_MAX} error={fieldError(`${prefix}.excerpt`)} onChange={(e) => setText(tab, { excerpt: e.target.value })} />
          <RichTextEditor key={`${tab}:${post?.id ?? 'new'}`} label={t('admin.journal.body')} value={current.body} error={fieldError(`${prefix}.body`)} onChange={(html) => setText(tab, { body: html })} />
          <Field label={t('admin.journal.meta')} value={current.meta} maxLength={POST_META_MAX} error={fieldError(`${prefix}.meta_description`)} onChange={(e) => setText(tab, { meta: e.target.value })} />
          <Field label={t('admin.journal.slug')} value={slug} hint={t('admin.journal.slugHint')} error={fieldError('slug')} onChange={(e) => setSlug(e.target.value)} />
          <SelectField label={t('admin.journal.category')} value={categoryId ?? ''} error={fieldError('category_id')} onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">{t('admin.journal.noCategory')}</option>
            {(taxonomy.data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </SelectField>
          <fieldset className={styles.fieldset}>
            <legend>{t('admin.journal.tags')}</legend>
            {(taxonomy.data?.tags ?? []).length === 0 ? <p className={primitives.muted}>{t('admin.journal.noTags')}</p> : null}
            <div className={styles.actions}>
              {(taxonomy.data?.tags ?? []).map((tag) => (
                <label key={tag.id} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={tagIds.includes(tag.id)}
                    onChange={(e) => setTagIds((ids) => (e.target.checked ? [...ids, tag.id] : ids.filter((x) => x !== tag.id)))}
                  />
                  {tag.title}
                </label>
              ))}
            </div>
          </fieldset>
          <TaxonomyAdder
            lang={lang}
            onAdded={(kind, newId) => {
              taxonomy.reload();
              if (kind === 'tag') setTagIds((ids) => [...ids, newId]);
              else setCategoryId(newId);
            }}
          />
          <CoverField lang={lang} cover={cover} error={fieldError('cover')} onChange={setCover} onMessage={setMessage} />
          <div className={styles.actions}>
            <Button type="submit" busy={busy} data-testid="post-save">
              {t('common.save')}
            </Button>
            {post?.state !== 'published' ? (
              <Button variant="secondary" busy={busy} onClick={() => void publish(true)} data-testid="post-publish">
                {t('admin.journal.publishNow')}
              </Button>
            ) : null}
            {post && post.state !== 'draft' ? (
              <Button variant="secondary" busy={busy} onClick={() => void publish(false)} data-testid="post-unpublish">
                {t('admin.journal.unpublish')}
              </Button>
            ) : null}
          </div>
          <div className={styles.filters}>
            <Field label={t('admin.journal.scheduleAt')} type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} error={fieldError('at')} />
            <Button variant="secondary" busy={busy} disabled={!at} onClick={() => void publish(true, at)}>
              {t('admin.journal.schedule')}
            </Button>
          </div>
        </form>
      }
      <p>
        <Link to={pathTo(lang, 'adminJournal')}>{t('admin.journal.back')}</Link>
      </p>
    </AdminLayout>
  );
}

