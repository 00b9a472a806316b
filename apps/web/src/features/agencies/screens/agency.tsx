import { useParams } from 'react-router';
import { AgencyDetailView } from '../../../features/agencies/components/agency-detail';
import { RequireRole } from '../../layout/require-role';

export function Component() {
  const { id } = useParams();
  return (
    <RequireRole>
      <AgencyDetailView key={id} agencyId={Number(id)} />
    </RequireRole>
  );
}
