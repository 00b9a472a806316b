import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { DownloadAudience, DownloadFolder } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/feedback/dialog';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useTranslation } from '../../../lib/use-translation';
import { useCreateFolder, useUpdateFolder } from '../api/manage';
import { AudienceField } from './audience-field';
import { FolderSelect } from './folder-select';

const LANGS = ['it', 'en', 'fr', 'es'] as const;
type Names = Record<(typeof LANGS)[number], string>;

/** A new folder in `parent`, or `folder` edited: its names in four languages, where it is, who sees it. */
export function FolderDialog({
  opened,
  parent,
  folder,
  onClose,
}: {
  opened: boolean;
  parent: number | null;
  folder?: DownloadFolder | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateFolder();
  const update = useUpdateFolder();
  const [names, setNames] = useState<Names>({ it: '', en: '', fr: '', es: '' });
  const [audience, setAudience] = useState<DownloadAudience[]>([]);
  const [where, setWhere] = useState<number | null>(parent);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!opened) return;
    setNames({
      it: folder?.names?.it ?? '',
      en: folder?.names?.en ?? '',
      fr: folder?.names?.fr ?? '',
      es: folder?.names?.es ?? '',
    });
    setAudience(folder?.audience ?? ['agents', 'customers', 'press']);
    setWhere(folder ? folder.parent_id : parent);
    setErrors({});
  }, [opened, folder, parent]);
  const submit = async () => {
    const body = {
      name_it: names.it,
      name_en: names.en || null,
      name_fr: names.fr || null,
      name_es: names.es || null,
      audience,
    };
    try {
      const done = folder
        ? await update.mutateAsync({ id: folder.id, ...body, parent_id: where })
        : await create.mutateAsync({ ...body, parent_id: where });
      notifySuccess(done.message);
      onClose();
    } catch (e) {
      if (e instanceof ApiError) setErrors(e.fields ?? { name_it: e.message });
    }
  };
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={folder ? t('downloads.page.editFolder') : t('downloads.page.newFolder')}
    >
      <Stack gap="sm">
        {LANGS.map((lang) => (
          <TextInput
            key={lang}
            label={t(`downloads.fields.name_${lang}`)}
            required={lang === 'it'}
            value={names[lang]}
            maxLength={120}
            error={errors[`name_${lang}`]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setNames((n) => ({ ...n, [lang]: value }));
            }}
            data-autofocus={lang === 'it' ? true : undefined}
          />
        ))}
        <AudienceField value={audience} onChange={setAudience} error={errors.audience} />
        {folder ? (
          <FolderSelect label={t('downloads.page.moveTo')} value={where} onChange={setWhere} exclude={folder.id} top />
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('downloads.page.cancel')}
          </Button>
          <Button onClick={submit} loading={create.isPending || update.isPending}>
            {folder ? t('downloads.page.save') : t('downloads.page.create')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
