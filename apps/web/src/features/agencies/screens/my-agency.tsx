import { AgencyDetailView } from '../components/agency-detail';

export function Component() {
  return <AgencyDetailView agencyId={null} />;
}
