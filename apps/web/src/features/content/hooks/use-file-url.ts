import { useEffect, useState } from 'react';
import { apiDownload } from '../../../lib/api-client';

/**
 * A content image as an address the page may show: the download needs the session's header, which
 * an `<img>` cannot send, so the bytes are fetched and shown from a blob address, freed on unmount.
 */
export function useFileUrl(fileId: string | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!fileId) return;
    const controller = new AbortController();
    let made: string | null = null;
    apiDownload(`content/files/${fileId}`, 'image', { signal: controller.signal, quiet: [403, 404] })
      .then(({ blob }) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [fileId]);
  return url;
}
