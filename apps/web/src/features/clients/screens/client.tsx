import { useParams } from 'react-router';
import { ClientCardView } from '../components/client-card';

export function Component() {
  const { id } = useParams();
  return <ClientCardView key={id} clientId={Number(id)} />;
}
