import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { primitives } from '@realty/shared';
import { FieldError } from '@realty/shared/field';
import styles from './Editor.module.css';

interface Props {
  label: string;
  /** Initial HTML (read once per mount: remount with a `key` to load another text). */
  value: string;
  onChange(html: string): void;
  error?: string | undefined;
}

/**
 * The journal's rich-text editor (TipTap + StarterKit): paragraphs, headings, bold, italic, lists, quotes, links.
 * It gives HTML; the server sanitises it on save (api plugins/app/journal/blog-html.ts), so nothing here is trusted.
 */
export function RichTextEditor({ label, value, onChange, error }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: styles.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
        'data-testid': 'post-body-editor',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
    }),
  });
  useEffect(() => () => editor?.destroy(), [editor]);

  const tools: { key: string; label: string; on: boolean; run(): void }[] = editor
    ? [
        { key: 'bold', label: t('admin.editor.bold'), on: active?.bold ?? false, run: () => editor.chain().focus().toggleBold().run() },
        { key: 'italic', label: t('admin.editor.italic'), on: active?.italic ?? false, run: () => editor.chain().focus().toggleItalic().run() },
        { key: 'h2', label: t('admin.editor.heading2'), on: active?.h2 ?? false, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
        { key: 'h3', label: t('admin.editor.heading3'), on: active?.h3 ?? false, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
        { key: 'bullet', label: t('admin.editor.bulletList'), on: active?.bullet ?? false, run: () => editor.chain().focus().toggleBulletList().run() },
        { key: 'ordered', label: t('admin.editor.orderedList'), on: active?.ordered ?? false, run: () => editor.chain().focus().toggleOrderedList().run() },
        { key: 'quote', label: t('admin.editor.quote'), on: active?.quote ?? false, run: () => editor.chain().focus().toggleBlockquote().run() },
      ]
    : [];

  return (
    <div className={styles.editor}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.toolbar} role="toolbar" aria-label={t('admin.editor.toolbar')}>
        {tools.map((tool) => (
          <button key={tool.key} type="button" className={`${primitives.toggle} ${styles.tool}`} aria-pressed={tool.on} onClick={tool.run}>
            {tool.label}
          </button>
        ))}
        <button type="button" className={`${primitives.toggle} ${styles.tool}`} onClick={() => editor?.chain().focus().undo().run()}>
          {t('admin.editor.undo')}
        </button>
        <button type="button" className={`${primitives.toggle} ${styles.tool}`} onClick={() => editor?.chain().focus().redo().run()}>
          {t('admin.editor.redo')}
        </button>
      </div>
      <EditorContent editor={editor} />
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
