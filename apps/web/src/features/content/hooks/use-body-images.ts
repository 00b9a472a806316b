import { CONTENT_FILE_PATH } from '@portal/contracts';
import { type RefObject, useEffect } from 'react';
import { apiDownload } from '../../../lib/api-client';

/**
 * The portal's own images inside a body (the only ones the server keeps) are fetched with the
 * session and shown from blob addresses; the path's file id names the download.
 */
export function useBodyImages(ref: RefObject<HTMLElement | null>, html: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new body is new images in the element
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const controller = new AbortController();
    const made: string[] = [];
    for (const img of root.querySelectorAll('img')) {
      const src = img.getAttribute('src') ?? '';
      if (!CONTENT_FILE_PATH.test(src)) continue;
      img.removeAttribute('src');
      const fileId = src.slice(src.lastIndexOf('/') + 1);
      apiDownload(`content/files/${fileId}`, 'image', { signal: controller.signal, quiet: [403, 404] })
        .then(({ blob }) => {
          const url = URL.createObjectURL(blob);
          made.push(url);
          img.src = url;
        })
        .catch(() => undefined);
    }
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [ref, html]);
}
