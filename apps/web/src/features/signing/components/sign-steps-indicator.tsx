import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { TONES } from '../../../components/table/status-badge';
import { useTranslation } from '../../../lib/use-translation';

export type SignStep = 'accept' | 'code' | 'sign';
const STEPS: SignStep[] = ['accept', 'code', 'sign'];

/** Where the signer is: read and accept, confirm the code, sign. */
export function SignStepsIndicator({ current }: { current: SignStep }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  return (
    <Group
      component="ol"
      aria-label={t('signing.page.stepsLabel')}
      m={0}
      p={0}
      gap="xs"
      wrap="nowrap"
      justify="space-between"
      style={{ listStyle: 'none' }}
    >
      {STEPS.map((step, i) => (
        <Group
          key={step}
          component="li"
          gap={6}
          wrap="nowrap"
          aria-current={i === index ? 'step' : undefined}
          style={{ flex: 1, minWidth: 0 }}
        >
          <ThemeIcon
            size={26}
            radius="xl"
            variant={i <= index ? 'filled' : 'light'}
            color={i < index ? 'green.9' : 'brand'}
            style={i > index ? TONES.neutral : undefined}
            aria-hidden
          >
            {i < index ? (
              <IconCheck size={16} />
            ) : (
              <Text fz="xs" fw={700}>
                {i + 1}
              </Text>
            )}
          </ThemeIcon>
          <Text fz="sm" fw={i === index ? 700 : 500} c={i === index ? undefined : 'gray.8'} truncate>
            {t(`signing.page.steps.${step}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
