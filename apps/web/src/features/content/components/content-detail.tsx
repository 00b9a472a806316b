import './content-body.css';
import '@mantine/core/styles/Typography.css';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { type ContentDetail, type ContentFile, isStaff } from '@portal/contracts';
import { IconArrowLeft, IconDownload, IconLanguage, IconPaperclip, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { QueryError } from '../../../components/errors/query-error';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { StatusBadge } from '../../../components/table/status-badge';
import { apiDownload, saveFile } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useContentItem } from '../api/get-content-item';
import { useDeleteContent } from '../api/save-content';
import { useBodyImages } from '../hooks/use-body-images';
import { LIST_PATH } from '../kinds';
import { paths } from '../paths';
import { AdhesionPanel } from './adhesion-panel';
import { ContentImage } from './content-image';

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

function Attachment({ file }: { file: ContentFile }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await apiDownload(`content/files/${file.id}`, file.name));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Group gap={8} wrap="nowrap" miw={0}>
        <IconPaperclip size={18} aria-hidden />
        <Text fz="sm" truncate>
          {file.name}
        </Text>
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {sizeOf(file.size)}
        </Text>
      </Group>
      <Button
        variant="default"
        size="xs"
        loading={busy}
        onClick={() => void download()}
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={`${t('content.page.download')}: ${file.name}`}
      >
        {t('content.page.download')}
      </Button>
    </Group>
  );
}

function Body({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useBodyImages(ref, html);
  // The server stored the body through its allow-list (modules/content/sanitize.ts).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server before it was stored
  return <Typography ref={ref} className="content-body" dangerouslySetInnerHTML={{ __html: html }} />;
}

function Detail({ item }: { item: ContentDetail }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const session = useSession();
  const staff = session ? isStaff(session.user.userType) : false;
  const remove = useDeleteContent();
  const [confirming, setConfirming] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // An image placed in the text is read there, not again above it.
  const images = item.files.filter((f) => f.role === 'image' && !item.body.includes(`/content/files/${f.id}"`));
  const attachments = item.files.filter((f) => f.role === 'attachment');
  const list = LIST_PATH[item.kind];
  const doDelete = async () => {
    const done = await remove.mutateAsync(item.id);
    notifySuccess(done.message);
    navigate(list);
  };
  return (
    <Stack gap="md" maw={860}>
      <Group justify="space-between" gap="xs">
        <Button
          component={Link}
          to={list}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          px={4}
        >
          {t('content.page.back')}
        </Button>
        {staff ? (
          <Group gap="xs">
            <Button
              component={Link}
              to={generatePath(paths.contentEdit, { id: String(item.id) })}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('content.page.edit')}
            </Button>
            <Button
              variant="default"
              color="red.9"
              onClick={() => setConfirming(true)}
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              {t('content.page.delete')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          {t(`content.kind.${item.kind}`)} · {t('content.page.publishedOn', { date: format.date(item.publish_on) })}
          {item.withdraw_on ? ` · ${t('content.page.withdrawnOn', { date: format.date(item.withdraw_on) })}` : ''}
        </Text>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {item.title}
        </Title>
        {staff ? (
          <Group gap={6}>
            <StatusBadge tone={item.state === 'published' ? 'positive' : 'neutral'}>{item.state_label}</StatusBadge>
            <Text fz="xs" c="dimmed">
              {item.audience.map((a) => t(`content.audience.${a}`)).join(', ')}
            </Text>
          </Group>
        ) : null}
      </Stack>
      {item.language !== language ? (
        <Alert variant="light" color="gray" icon={<IconLanguage size={18} aria-hidden />} p="xs">
          <Text fz="sm">{t('content.page.shownIn', { language: t(`content.languages.${item.language}`) })}</Text>
        </Alert>
      ) : null}
      {item.summary ? (
        <Text fz="lg" fw={500}>
          {item.summary}
        </Text>
      ) : null}
      {images.length > 0 ? (
        <SimpleGrid
          cols={{ base: 1, sm: images.length > 1 ? 2 : 1 }}
          spacing="sm"
          maw={images.length > 1 ? undefined : 640}
        >
          {images.map((image) => (
            <ContentImage key={image.id} fileId={image.id} alt={image.name} height={images.length > 1 ? 220 : 360} />
          ))}
        </SimpleGrid>
      ) : null}
      <Body html={item.body} />
      {attachments.length > 0 ? (
        <Paper withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Text fw={600} fz="sm">
              {t('content.fields.attachments')}
            </Text>
            {attachments.map((file) => (
              <Attachment key={file.id} file={file} />
            ))}
          </Stack>
        </Paper>
      ) : null}
      {item.adhesion ? <AdhesionPanel itemId={item.id} detail={item.adhesion} staff={staff} /> : null}
      <ConfirmDialog
        opened={confirming}
        title={t('content.page.delete')}
        message={t('content.page.deleteConfirm', { title: item.title })}
        confirmLabel={t('content.page.delete')}
        danger
        loading={remove.isPending}
        onConfirm={() => void doDelete()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** An item as its reader sees it: opening it marks it read (the server does). */
export function ContentDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useContentItem(id);
  const client = useQueryClient();
  const shown = query.data?.id;
  // Opening an item marked it read: the lists and the unread counts read it again.
  useEffect(() => {
    if (shown === undefined) return;
    void client.invalidateQueries({ queryKey: ['content', 'list'] });
    void client.invalidateQueries({ queryKey: ['content', 'unread'] });
  }, [client, shown]);
  if (query.isError)
    return <QueryError error={query.error} back={{ to: paths.news, label: t('content.kinds.news') }} />;
  if (!query.data) return null;
  return <Detail item={query.data} />;
}
