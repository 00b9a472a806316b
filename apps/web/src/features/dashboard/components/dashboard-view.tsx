import '@mantine/core/styles/Grid.css';
import { Grid, Stack } from '@mantine/core';
import { isStaff, USER_TYPE } from '@portal/contracts';
import { PageHeader } from '../../../components/layout/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { PremiaWidget } from './premia-widget';
import { RequestsWidget } from './requests-widget';
import { RevenueWidget } from './revenue-widget';
import { SheetsWidget } from './sheets-widget';

/**
 * The first screen (spec §2, PRODUCT.md §2): revenue and premia for every role in its own scope;
 * staff and agents also their client sheets and material requests. Each widget loads and fails
 * on its own and opens its full screen. On a laptop the revenue takes the wider column.
 */
export function DashboardView() {
  const { t } = useTranslation();
  const session = useSession();
  const userType = session?.user.userType ?? 0;
  const staff = isStaff(userType);
  const network = staff || userType === USER_TYPE.agent;
  // A customer has no revenue screen: its purchases are ranked in Best sellers.
  const revenueScreen = network ? paths.revenue : paths.bestSellers;
  return (
    <>
      <PageHeader
        title={t('dashboard.page.title')}
        description={t(network ? 'dashboard.page.description' : 'dashboard.page.descriptionCustomer')}
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RevenueWidget
            link={{
              to: revenueScreen,
              label: t(network ? 'dashboard.revenue.open' : 'dashboard.revenue.openCustomer'),
            }}
            purchases={!network}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <PremiaWidget
              link={{ to: `${revenueScreen}?category=premia`, label: t('dashboard.premia.open') }}
              budget={network}
            />
            {network ? <SheetsWidget /> : null}
            {network ? <RequestsWidget screen={staff ? paths.agentRequests : paths.materialRequests} /> : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
