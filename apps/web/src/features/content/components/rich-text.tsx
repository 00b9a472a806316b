import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/** Links the editor accepts (the server keeps the same: http, https, mailto). */
const SAFE_LINK = /^(?:https?:|mailto:)/i;

/** The body's rich text (Tiptap): headings, emphasis, lists, quotes, links. Its HTML is sanitized again by the server. */
export function RichText({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false, isAllowedUri: (url) => SAFE_LINK.test(url) }),
    ],
    content: value,
    editorProps: { attributes: { 'aria-labelledby': id, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const labels = useMemo<Partial<RichTextEditorLabels>>(
    () => ({
      boldControlLabel: t('content.editor.bold'),
      italicControlLabel: t('content.editor.italic'),
      underlineControlLabel: t('content.editor.underline'),
      strikeControlLabel: t('content.editor.strike'),
      h2ControlLabel: t('content.editor.h2'),
      h3ControlLabel: t('content.editor.h3'),
      h4ControlLabel: t('content.editor.h4'),
      bulletListControlLabel: t('content.editor.bulletList'),
      orderedListControlLabel: t('content.editor.orderedList'),
      blockquoteControlLabel: t('content.editor.blockquote'),
      hrControlLabel: t('content.editor.hr'),
      linkControlLabel: t('content.editor.link'),
      unlinkControlLabel: t('content.editor.unlink'),
      undoControlLabel: t('content.editor.undo'),
      redoControlLabel: t('content.editor.redo'),
      clearFormattingControlLabel: t('content.editor.clearFormatting'),
      linkEditorInputLabel: t('content.editor.linkUrl'),
      linkEditorInputPlaceholder: t('content.editor.linkPlaceholder'),
      linkEditorSave: t('content.editor.linkSave'),
      linkEditorExternalLink: t('content.editor.linkNewTab'),
      linkEditorInternalLink: t('content.editor.linkSameTab'),
    }),
    [t],
  );
  return (
    <Input.Wrapper label={label} labelElement="div" labelProps={{ id }} error={error}>
      <RichTextEditor editor={editor} labels={labels} mt={4}>
        <RichTextEditor.Toolbar aria-label={t('content.editor.toolbar')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
