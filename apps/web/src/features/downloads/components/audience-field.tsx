import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Checkbox, Group } from '@mantine/core';
import { DOWNLOAD_AUDIENCES, type DownloadAudience } from '@portal/contracts';
import { useTranslation } from '../../../lib/use-translation';

/** Who sees a folder or a file: agents, customers, press (staff always do). */
export function AudienceField({
  value,
  onChange,
  error,
  label,
}: {
  value: DownloadAudience[];
  onChange: (value: DownloadAudience[]) => void;
  error?: string | null;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={label ?? t('downloads.fields.audience')}
      value={value}
      onChange={(v) => onChange(v as DownloadAudience[])}
      error={error}
    >
      <Group gap="md" mt={6}>
        {DOWNLOAD_AUDIENCES.map((a) => (
          <Checkbox key={a} value={a} label={t(`downloads.audience.${a}`)} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
