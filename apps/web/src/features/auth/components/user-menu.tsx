import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Menu.css';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useLogout } from '../api/logout';

export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!session) return null;
  const { user } = session;
  const initials = `${user.name[0] ?? ''}${user.surname[0] ?? ''}`.toUpperCase() || user.username[0]?.toUpperCase();

  const signOut = async () => {
    try {
      const { message } = await logout.mutateAsync();
      notifySuccess(message);
    } catch {
      // The local session is gone anyway.
    }
    navigate(paths.login, { replace: true });
  };

  return (
    <Menu position="bottom-end" shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton p={4} data-testid="user-menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand.7" radius="xl" size={34} variant="filled" aria-hidden>
              {initials}
            </Avatar>
            <Text fz="sm" fw={600} visibleFrom="sm" maw={160} truncate>
              {user.name} {user.surname}
            </Text>
            <VisuallyHidden hiddenFrom="sm">
              {user.name} {user.surname}
            </VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.name} {user.surname} · {t(`generic.legend.userTypes.${user.userType}`)}
        </Menu.Label>
        <Menu.Item component={Link} to={paths.account} leftSection={<IconUserCircle size={18} aria-hidden />}>
          {t('account.page.title')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.changePassword} leftSection={<IconKey size={18} aria-hidden />}>
          {t('auth.page.changeTitle')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red.9" leftSection={<IconLogout size={18} aria-hidden />} onClick={() => void signOut()}>
          {t('auth.page.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
