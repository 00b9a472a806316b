import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BodyImage, bodyImagePath } from './body-image';
import { ImageInsertDialog } from './image-insert';

/** Links the editor accepts (the server keeps the same: http, https, mailto). */
const SAFE_LINK = /^(?:https?:|mailto:)/i;

/**
 * The body's rich text (Tiptap): headings, emphasis, lists, quotes, links, and the item's own images
 * placed in the text (once the item is saved: an image is one of its files). Its HTML is sanitized
 * again by the server.
 */
export function RichText({
  label,
  value,
  onChange,
  error,
  itemId,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  itemId?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [placing, setPlacing] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] }, code: false, codeBlock: false }),
      Link.configure({ openOnClick: false, isAllowedUri: (url) => SAFE_LINK.test(url) }),
      BodyImage,
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
            <RichTextEditor.Control
              onClick={() => setPlacing(true)}
              disabled={itemId === undefined}
              aria-label={t('content.editor.image')}
              title={t(itemId === undefined ? 'content.editor.imageSaveFirst' : 'content.editor.image')}
            >
              <IconPhoto size={16} stroke={1.5} aria-hidden />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
      {itemId !== undefined ? (
        <ImageInsertDialog
          itemId={itemId}
          opened={placing}
          onClose={() => setPlacing(false)}
          onInsert={(fileId, alt) =>
            editor
              ?.chain()
              .focus()
              .insertContent({ type: 'image', attrs: { src: bodyImagePath(fileId), alt } })
              .run()
          }
        />
      ) : null}
    </Input.Wrapper>
  );
}
