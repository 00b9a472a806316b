import './content-body.css';
import { Skeleton } from '@mantine/core';
import { CONTENT_FILE_PATH } from '@portal/contracts';
import { mergeAttributes, Node, type NodeViewProps, NodeViewWrapper, ReactNodeViewRenderer } from '@tiptap/react';
import { useFileUrl } from '../hooks/use-file-url';

/** The address a body names one of the item's images by (the server keeps no other image). */
export const bodyImagePath = (fileId: string) => `/it/v1.0/content/files/${fileId}`;

const fileIdOf = (src: string) => (CONTENT_FILE_PATH.test(src) ? src.slice(src.lastIndexOf('/') + 1) : null);

/** In the editor, the image as readers will see it: fetched with the session (an `<img>` cannot send it). */
function EditorImage({ node, selected }: NodeViewProps) {
  const { src, alt } = node.attrs as { src: string; alt: string };
  const url = useFileUrl(fileIdOf(src));
  return (
    <NodeViewWrapper as="figure" className="content-body-image" data-selected={selected || undefined}>
      {url ? <img src={url} alt={alt} /> : <Skeleton height={160} radius="md" aria-hidden />}
    </NodeViewWrapper>
  );
}

/**
 * An image placed inside the text: one of the item's own uploaded images, with its alternative
 * text. Stored as `<img src="/…/content/files/{id}" alt="…">`, the only image the server's
 * allow-list keeps; an image from anywhere else is not taken in (pasted or typed HTML).
 */
export const BodyImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (el) => (CONTENT_FILE_PATH.test(el.getAttribute('src') ?? '') ? null : false) },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ReactNodeViewRenderer(EditorImage);
  },
});
