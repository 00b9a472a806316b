import '@mantine/core/styles/NavLink.css';
import { Box, NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { menuGroups, type Viewer } from '../menu';
import { activeMenuPath } from '../menu-rules';

/**
 * The sidebar: the viewer's entries, grouped under section headings. It scrolls natively: Mantine's
 * ScrollArea measures itself on every resize and animation frame (forced layouts of the whole
 * page, a quarter of a second on a phone's CPU as a list arrives), even while the phone's menu is
 * put away.
 */
export function NavMenu({ viewer, onNavigate }: { viewer: Viewer; onNavigate: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const groups = menuGroups(viewer);
  const activePath = activeMenuPath(
    groups.flatMap((group) => group.entries.map((entry) => entry.path)),
    location.pathname,
  );
  return (
    <Box flex={1} mih={0} className="nav-scroll">
      <Stack gap="md" p="sm">
        {groups.map((group) => (
          <Stack gap={2} key={`${group.section ?? 'main'}-${group.entries[0]?.path}`}>
            {group.section ? (
              <Text fz="xs" fw={700} c="dimmed" px="sm" pb={4} className="nav-section">
                {t(`nav.sections.${group.section}`)}
              </Text>
            ) : null}
            {group.entries.map((entry) => {
              const active = entry.path === activePath;
              return (
                <NavLink
                  key={entry.path}
                  component={Link}
                  to={entry.path}
                  label={t(entry.labelKey)}
                  leftSection={<entry.icon size={20} stroke={1.7} aria-hidden />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  onClick={onNavigate}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                  fw={active ? 600 : 500}
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
