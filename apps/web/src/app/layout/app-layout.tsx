import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, AppShell, Box, Burger, Center, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useHotkeys, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { isStaff, USER_TYPE } from '@portal/contracts';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useIsFetching } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { RouteBoundary } from '../../components/errors/route-error';
import { LanguageSwitcher } from '../../components/language/language-switcher';
import { BrandMark } from '../../components/layout/brand-mark';
import { paths } from '../../config/paths';
import { useLanguageSync } from '../../features/account/hooks/use-language-sync';
import { useMe } from '../../features/auth/api/get-me';
import { UserMenu } from '../../features/auth/components/user-menu';
import { ClientSearch } from '../../features/search/components/client-search';
import { ClientSearchButton } from '../../features/search/components/client-search-button';
import { updateStoredUser } from '../../lib/auth-storage';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { viewerOf } from '../menu';
import { BackgroundTasks } from './background-tasks';
import { HEADER_HEIGHT } from './header-height';
import { NavMenu } from './nav-menu';
import { RequireRole } from './require-role';

/** How long after the first screen settles the features' background work waits before loading. */
const AFTER_FIRST_SCREEN_MS = 10_000;

/**
 * True once the first screen has its data and the browser is idle: what is not needed to show
 * a screen (the features' background work, app/background.ts) then loads without delaying it (load.spec: the scripts a
 * list starts before its table shows).
 */
function useAfterFirstScreen(): boolean {
  const fetching = useIsFetching();
  const [settled, setSettled] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (fetching === 0) setSettled(true);
  }, [fetching]);
  useEffect(() => {
    if (!settled) return;
    // A pause first: between the session's answer and the screen's own call no query runs, and
    // the runner's scripts (the order's schemas with zod) would go ahead of the screen's.
    let idle = 0;
    const timer = setTimeout(() => {
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(() => setReady(true), { timeout: 5_000 });
      else setReady(true);
    }, AFTER_FIRST_SCREEN_MS);
    return () => {
      clearTimeout(timer);
      if (idle && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
    };
  }, [settled]);
  return ready;
}

/** Moves the focus to the screen without touching the router's location. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const main = document.getElementById('main');
  main?.focus();
  main?.scrollIntoView();
}

/**
 * Asks the server who the token belongs to (a revoked session ends here with a 401) and keeps the
 * user's language preference in step. A component of its own: the answer re-renders it alone, not
 * the frame, whose re-render would also render the screen again (in one task, on a phone over a
 * second when a list has just arrived).
 */
function SessionCheck() {
  const session = useSession();
  const me = useMe(Boolean(session));
  useLanguageSync();
  useEffect(() => {
    if (me.data) updateStoredUser(me.data);
  }, [me.data]);
  return null;
}

/**
 * The signed-in frame: header (search, language, user menu), the role's menu, the page (the
 * matched route, or `children` for a page no route matched).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const session = useSession();
  const afterFirstScreen = useAfterFirstScreen();
  const location = useLocation();
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a laptop the menu can be put away to give wide tables the room; the choice is remembered.
  const [menuHidden, setMenuHidden] = useLocalStorage({ key: 'portal.menuHidden', defaultValue: false });
  // A menu slid out of sight must also be out of reach of the keyboard and screen readers.
  const desktop = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // The search box needs Mantine's `md` (62em); below it a button opens the search in a dialog.
  // One copy of each header control is mounted (search, menu toggle, logo), chosen at the first
  // render, not two hidden by CSS.
  const searchBox = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  // Mantine's `xs`: the name beside the logo from there, the logo alone on a narrow phone.
  const wide = useMediaQuery('(min-width: 36em)', true, { getInitialValueInEffect: false });
  const menuAway = desktop ? menuHidden : !opened;
  // On a phone the menu is out of sight (and inert) until the burger opens it: its links are
  // rendered from its first opening on, not with every screen a phone opens.
  const [menuOpenedOnce, setMenuOpenedOnce] = useState(false);
  const toggleMenu = () => {
    setMenuOpenedOnce(true);
    toggle();
  };
  // Escape puts the phone menu away, as it does a dialog.
  useHotkeys(opened && !desktop ? [['Escape', close]] : []);
  if (!session) {
    return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  const { user } = session;
  const canSearch = isStaff(user.userType) || user.userType === USER_TYPE.agent;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: menuHidden } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <SessionCheck />
      {afterFirstScreen ? <BackgroundTasks viewer={viewerOf(user)} /> : null}
      {/* The keyboard's first stop: straight past the header and the menu to the screen. */}
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to #main; the click only keeps the address clean */}
      <a href="#main" className="skip-link" onClick={skipToMain}>
        {t('nav.skip')}
      </a>
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            {desktop ? (
              <Tooltip label={menuHidden ? t('nav.show') : t('nav.hide')}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  style={{ color: 'var(--mantine-color-gray-8)' }}
                  onClick={() => setMenuHidden(!menuHidden)}
                  aria-label={menuHidden ? t('nav.show') : t('nav.hide')}
                  aria-expanded={!menuHidden}
                >
                  {menuHidden ? (
                    <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                  ) : (
                    <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            ) : (
              <Burger
                opened={opened}
                onClick={toggleMenu}
                size="sm"
                aria-label={opened ? t('nav.close') : t('nav.open')}
                aria-expanded={opened}
              />
            )}
            <Link to={paths.home} style={{ textDecoration: 'none', minWidth: 0 }}>
              {wide ? <BrandMark /> : <img src="/favicon.svg" width={30} height={30} alt={t('app.name')} />}
            </Link>
          </Group>
          {canSearch && searchBox ? (
            <Box flex={1} maw={420} mx="md" role="search">
              <ClientSearch />
            </Box>
          ) : null}
          <Group gap={4} wrap="nowrap">
            {canSearch && !searchBox ? <ClientSearchButton /> : null}
            <LanguageSwitcher compact={!desktop} />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('nav.label')} inert={menuAway}>
        {desktop || menuOpenedOnce ? <NavMenu viewer={viewerOf(user)} onNavigate={close} /> : null}
        <Text fz="xs" c="dimmed" p="md" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          {t('app.company')}
        </Text>
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Box maw={1400} mx="auto">
          {/* A screen that fails or is still loading keeps the menu. */}
          <RouteBoundary
            fallback={
              <Center mih="40vh">
                <Loader role="status" aria-label={t('common.loading')} />
              </Center>
            }
          >
            {/* A screen outside the role's menu is refused before its chunk loads. */}
            <RequireRole>{children ?? <Outlet />}</RequireRole>
          </RouteBoundary>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
