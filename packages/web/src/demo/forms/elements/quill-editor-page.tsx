import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExamplesPage } from '../example-card';
import source from './quill-editor-page.tsx?raw';

/** The marks and blocks the toolbar offers, each a toggle: [key, is it on, switch it]. */
const tools: [string, (editor: Editor) => boolean, (editor: Editor) => void][] = [
  ['bold', (e) => e.isActive('bold'), (e) => e.chain().focus().toggleBold().run()],
  ['italic', (e) => e.isActive('italic'), (e) => e.chain().focus().toggleItalic().run()],
  ['strike', (e) => e.isActive('strike'), (e) => e.chain().focus().toggleStrike().run()],
  [
    'heading',
    (e) => e.isActive('heading', { level: 2 }),
    (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  ],
  ['bulletList', (e) => e.isActive('bulletList'), (e) => e.chain().focus().toggleBulletList().run()],
  ['orderedList', (e) => e.isActive('orderedList'), (e) => e.chain().focus().toggleOrderedList().run()],
  ['blockquote', (e) => e.isActive('blockquote'), (e) => e.chain().focus().toggleBlockquote().run()],
];

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation('demo');
  const on = useEditorState({ editor, selector: ({ editor }) => tools.map(([, isOn]) => isOn(editor)) });
  return (
    <div role="toolbar" aria-label={label} className="demo-editor__toolbar">
      {tools.map(([key, , toggle], index) => (
        <Button
          key={key}
          size="small"
          type={on[index] ? 'primary' : 'default'}
          aria-pressed={on[index]}
          onClick={() => toggle(editor)}
        >
          {t(`forms.editor.${key}`)}
        </Button>
      ))}
      <Divider orientation="vertical" />
      <Button size="small" onClick={() => editor.chain().focus().undo().run()}>
        {t('forms.editor.undo')}
      </Button>
      <Button size="small" onClick={() => editor.chain().focus().redo().run()}>
        {t('forms.editor.redo')}
      </Button>
    </div>
  );
}

function RichTextEditor() {
  const { t } = useTranslation('demo');
  const editor = useEditor({
    extensions: [StarterKit],
    content: `<h2>${t('forms.editor.sampleTitle')}</h2><p>${t('forms.editor.sampleText')}</p>`,
    editorProps: {
      attributes: { 'aria-label': t('forms.labels.message'), 'aria-multiline': 'true', role: 'textbox' },
    },
  });
  return (
    <div className="demo-editor">
      <Toolbar editor={editor} label={t('forms.editor.toolbar')} />
      <EditorContent editor={editor} className="demo-editor__content" />
    </div>
  );
}

function ReadOnlyEditor() {
  const { t } = useTranslation('demo');
  const editor = useEditor({
    extensions: [StarterKit],
    editable: false,
    content: `<p><strong>${t('forms.editor.readOnly')}</strong></p><ul><li>${t('forms.editor.bold')}</li><li>${t('forms.editor.italic')}</li></ul>`,
    editorProps: { attributes: { 'aria-label': t('forms.editor.readOnly'), role: 'document' } },
  });
  return <EditorContent editor={editor} className="demo-editor__content demo-editor__content--read-only" />;
}

/** /forms/form-element/quill-editor: a rich-text editor (tiptap) with a labelled toolbar, and one only to read. */
export function Component() {
  return (
    <ExamplesPage
      page="editor"
      source={source}
      examples={[
        { name: 'RichTextEditor', Component: RichTextEditor },
        { name: 'ReadOnlyEditor', Component: ReadOnlyEditor },
      ]}
    />
  );
}
