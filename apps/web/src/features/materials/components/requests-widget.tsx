import { isStaff } from '@portal/contracts/user-types';
import { CountList } from '../../../components/dashboard/count-link';
import { Widget } from '../../../components/dashboard/widget';
import { REQUEST_TONE } from '../../../components/table/domain-status-badges';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/use-translation';
import { useRequestCounts } from '../api/get-request-counts';

/**
 * Agents' material requests by state (staff every agency's, an agent the own), each count opening
 * the requests screen filtered by that state. A count past the lists' cap says "over".
 */
export function RequestsWidget() {
  const { t } = useTranslation();
  const staff = isStaff(useSession()?.user.userType ?? 0);
  const screen = staff ? paths.agentRequests : paths.materialRequests;
  const format = useFormat();
  const query = useRequestCounts();
  return (
    <Widget
      id="dashboard-requests"
      title={t('dashboard.requests.title')}
      // "All requests" opens them all: the staff screen alone starts on the pending ones.
      link={{ to: `${screen}?status=all`, label: t('dashboard.requests.open') }}
      query={query}
      // A phone wraps the longest state's name.
      height={{ base: 82, xs: 67 }}
      empty={t('dashboard.requests.empty')}
      isEmpty={(data) => data.requests.every((r) => r.count === 0)}
    >
      {(data) => (
        <CountList
          label={t('dashboard.requests.byStatus')}
          items={data.requests.map((r) => ({
            key: r.status,
            to: `${screen}?status=${r.status}`,
            label: r.label,
            tone: REQUEST_TONE[r.status],
            count: r.capped ? t('dashboard.requests.over', { count: format.number(r.count) }) : format.number(r.count),
          }))}
        />
      )}
    </Widget>
  );
}
