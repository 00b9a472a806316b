import { useParams } from 'react-router';
import { ContentDetailView } from '../components/content-detail';

export function Component() {
  const { id } = useParams();
  return <ContentDetailView key={id} id={Number(id)} />;
}
