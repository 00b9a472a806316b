import { useParams } from 'react-router';
import { AgencyDetailView } from '../components/agency-detail';

export function Component() {
  const { id } = useParams();
  return <AgencyDetailView key={id} agencyId={Number(id)} />;
}
