import '@mantine/core/styles/Grid.css';
import { Card, Grid, Stack, Text } from '@mantine/core';
import { isStaff, USER_TYPE } from '@portal/contracts/user-types';
import type { DashboardTile } from '../../../components/dashboard/tile';
import { PageHeader } from '../../../components/layout/page-header';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { tilesFor } from '../tiles';

const column = (tiles: DashboardTile[]) => (
  <Stack gap="md">
    {tiles.map(({ id, Tile }) => (
      <Tile key={id} />
    ))}
  </Stack>
);

/**
 * The first screen (spec §2, PRODUCT.md §2): the tiles the features bring for the user's role
 * (each feature's `dashboard-tiles.tsx`): revenue and premia for every role in its own scope, staff
 * and agents also their client sheets, material requests and shipments, staff what waits for
 * them, a customer its orders, invoices and reservations; the press only the tiles made for it.
 * Each tile loads and fails on its own and opens its full screen. On a laptop the wide column (the
 * revenue) takes more room.
 */
export function DashboardView() {
  const { t } = useTranslation();
  const user = useSession()?.user;
  const userType = user?.userType ?? 0;
  const press = user?.customer?.press ?? false;
  const network = isStaff(userType) || userType === USER_TYPE.agent;
  const { wide, narrow } = tilesFor({ userType, press });
  const description = press
    ? 'dashboard.page.descriptionPress'
    : network
      ? 'dashboard.page.description'
      : 'dashboard.page.descriptionCustomer';
  return (
    <>
      <PageHeader title={t('dashboard.page.title')} description={t(description)} />
      {wide.length + narrow.length === 0 ? (
        // The press before any of its tiles exists: said plainly, never a customer's figures.
        <Card withBorder radius="md" padding="lg" data-dashboard-empty>
          <Text c="dimmed" ta="center">
            {t('dashboard.page.emptyPress')}
          </Text>
        </Card>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>{column(wide)}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>{column(narrow)}</Grid.Col>
      </Grid>
    </>
  );
}
