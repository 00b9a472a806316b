import '@mantine/core/styles/Modal.css';
import { ActionIcon, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { ClientSearch } from './client-search';

/** On a phone the header has no room for the box: a button opens it. */
export function ClientSearchButton() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ActionIcon variant="subtle" color="dark" size="lg" aria-label={t('search.page.label')} onClick={open}>
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
      <Modal
        opened={opened}
        onClose={close}
        title={t('search.page.label')}
        yOffset={16}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <ClientSearch autoFocus onSelect={close} />
      </Modal>
    </>
  );
}
