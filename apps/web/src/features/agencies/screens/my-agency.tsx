import { AgencyDetailView } from '../../features/agencies/components/agency-detail';
import { RequireRole } from '../layout/require-role';

export function Component() {
  return (
    <RequireRole>
      <AgencyDetailView agencyId={null} />
    </RequireRole>
  );
}
