import { useParams } from 'react-router';
import { SignPage } from '../components/sign-page';

/** The signer's page, opened from the e-mailed link: no account, no app frame. */
export function Component() {
  const { token = '' } = useParams();
  return <SignPage token={token} />;
}
