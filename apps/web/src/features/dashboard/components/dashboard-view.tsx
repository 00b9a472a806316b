import '@mantine/core/styles/Grid.css';
import { Grid, Stack } from '@mantine/core';
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
 * and agents also their client sheets and material requests. Each tile loads and fails on its
 * own and opens its full screen. On a laptop the wide column (the revenue) takes more room.
 */
export function DashboardView() {
  const { t } = useTranslation();
  const userType = useSession()?.user.userType ?? 0;
  const network = isStaff(userType) || userType === USER_TYPE.agent;
  const { wide, narrow } = tilesFor(userType);
  return (
    <>
      <PageHeader
        title={t('dashboard.page.title')}
        description={t(network ? 'dashboard.page.description' : 'dashboard.page.descriptionCustomer')}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>{column(wide)}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>{column(narrow)}</Grid.Col>
      </Grid>
    </>
  );
}
