import '@mantine/core/styles/Drawer.css';
import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

type Props = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: 'md' | 'lg';
  /** The record's view once loaded; null while it loads or when it failed. */
  children: ReactNode | null;
  /** The request failed: this line stands where the record would. */
  failed: boolean;
  missing: string;
};

/** One record beside its list: its view, the line saying it is missing, or a skeleton while it loads. */
export function DetailDrawer({ opened, onClose, title, size = 'md', children, failed, missing }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={size}
      title={
        <Text component="span" fw={700}>
          {title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {children ??
        (failed ? (
          <Text c="dimmed" fz="sm">
            {missing}
          </Text>
        ) : (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={28} />
            ))}
          </Stack>
        ))}
    </Drawer>
  );
}
