import '@mantine/core/styles/Drawer.css';
import { Drawer, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { useTranslation } from '../../../lib/use-translation';
import { useImport } from '../api/get-import';
import { ImportHistory } from '../components/import-history';
import { ImportProgress } from '../components/import-progress';
import { ImportUpload } from '../components/import-upload';

/** Administration → Imports: upload the ERP's files, follow them, read what was rejected. */
export function Component() {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const open = useImport(openId);
  return (
    <>
      <PageHeader
        title={t('imports.page.title')}
        description={t('imports.page.description')}
        descriptionOnPhone={false}
      />
      <Stack gap="xl">
        <ImportUpload />
        <ImportHistory onOpen={setOpenId} />
      </Stack>
      <Drawer
        opened={openId !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size="lg"
        title={t('imports.page.detailTitle')}
      >
        {open.data && <ImportProgress detail={open.data} />}
      </Drawer>
    </>
  );
}
