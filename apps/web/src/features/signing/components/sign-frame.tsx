import '@mantine/core/styles/Container.css';
import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../../../components/language/language-switcher';
import { BrandMark } from '../../../components/layout/brand-mark';
import { useTranslation } from '../../../lib/use-translation';

/** The public signing page's own frame: no account, no menu, phone first. */
export function SignFrame({ children, footer }: { children: ReactNode; footer: string }) {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size={760} px="md" py="xs">
          <Group justify="space-between" wrap="nowrap">
            <Box visibleFrom="xs">
              <BrandMark />
            </Box>
            <Box hiddenFrom="xs">
              <img src="/favicon.svg" width={32} height={32} alt={t('app.name')} />
            </Box>
            <LanguageSwitcher />
          </Group>
        </Container>
      </Box>
      {/* At least a screen high, so the page scrolls from its first paint: on a laptop the scrollbar
          does not appear with the sheet and push everything sideways (a layout shift). */}
      <Container component="main" size={760} px={{ base: 'sm', sm: 'md' }} py="lg" mih="100dvh">
        {children}
      </Container>
      <Text component="footer" ta="center" fz="xs" c="gray.7" pb="lg" px="md">
        {t(footer)}
      </Text>
    </Box>
  );
}
