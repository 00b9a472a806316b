import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { LanguageSelect } from '../language/language-select';
import { BrandMark } from './brand-mark';

/** The frame of the screens before sign-in: brand panel on wide screens, a card for the form. */
export function AuthLayout({
  title,
  subtitle,
  children,
  width = 440,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation();
  // One language select, its names shortened to codes below Mantine's `xs` (36em), rather than two
  // copies of it hidden by CSS.
  const roomy = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  return (
    <div className="auth-page">
      <aside className="auth-brand" aria-label={t('app.name')}>
        <BrandMark inverted />
        <Stack gap="md" maw={420}>
          <Title order={2} c="white" fz={32} lh={1.2}>
            {t('auth.page.brandTitle')}
          </Title>
          <Text c="white" opacity={0.92} fz="lg">
            {t('auth.page.brandText')}
          </Text>
        </Stack>
        <Text c="white" opacity={0.85} fz="sm">
          {t('app.company')}
        </Text>
      </aside>
      <Box component="main" className="auth-main">
        <Group justify="space-between" mb="md" wrap="nowrap" gap="xs">
          <Box hiddenFrom="md" style={{ minWidth: 0 }}>
            <BrandMark />
          </Box>
          <Box visibleFrom="md" />
          <LanguageSelect compact={!roomy} />
        </Group>
        <Stack flex={1} justify="center" align="center" py="md">
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 32 }} w="100%" maw={width}>
            <Stack gap={4} mb="lg">
              <Title order={1} fz={26}>
                {title}
              </Title>
              {subtitle ? (
                <Text c="dimmed" fz="sm">
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Paper>
        </Stack>
        <Text ta="center" fz="xs" c="dimmed" mt="md">
          © {new Date().getFullYear()} {t('app.company')}
        </Text>
      </Box>
    </div>
  );
}
