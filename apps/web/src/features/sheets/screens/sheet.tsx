import { useParams } from 'react-router';
import { SheetScreen } from '../components/sheet-screen';

/** `/registry/new` creates a client; `/registry/{clientId}` opens the client's sheet. */
export function Component() {
  const { id } = useParams();
  const clientId = id ? Number(id) : null;
  return <SheetScreen key={id ?? 'new'} clientId={clientId} />;
}
