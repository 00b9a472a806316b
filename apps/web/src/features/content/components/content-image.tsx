import '@mantine/core/styles/Image.css';
import { Image, Skeleton } from '@mantine/core';
import { useFileUrl } from '../hooks/use-file-url';

/** One of an item's images, fetched with the session. */
export function ContentImage({ fileId, alt, height }: { fileId: string; alt: string; height?: number }) {
  const url = useFileUrl(fileId);
  if (!url) return <Skeleton height={height ?? 200} radius="md" aria-hidden />;
  return <Image src={url} alt={alt} radius="md" h={height} fit="cover" />;
}
