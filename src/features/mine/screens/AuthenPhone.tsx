import { Header } from '@/components/Header';
import { useSecurityFlow } from '@/features/account';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { PhoneCodeStep } from '../components/PhoneCodeStep';
import { verifyOldMobile } from '../security';
import '../security.css';

/** /mine/authenPhone: the phone change's proof by a code to the current mobile; then /mine/updateNewPhone. */
export default function AuthenPhone() {
  const title = useRouteTitle('/mine/authenPhone');
  const flow = useSecurityFlow();
  return (
    <div className="security-page">
      <Header title={title} />
      <PhoneCodeStep title={title} scene="oldMobile" verify={verifyOldMobile} onVerified={() => flow.next(href('/mine/updateNewPhone'))} />
    </div>
  );
}
