import { Header } from '@/components/Header';
import { useSecurityFlow } from '@/features/account';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { PhoneCodeStep } from '../components/PhoneCodeStep';
import { verifyPasswordMobile } from '../security';
import '../security.css';

/** /mine/authenPwdByPhone: the password change's proof by a code to the buyer's mobile; then /mine/setPswByPhone. */
export default function AuthenPwdByPhone() {
  const title = useRouteTitle('/mine/authenPwdByPhone');
  const flow = useSecurityFlow();
  return (
    <div className="security-page">
      <Header title={title} />
      <PhoneCodeStep title={title} scene="changePassword" verify={verifyPasswordMobile} onVerified={() => flow.next(href('/mine/setPswByPhone'))} />
    </div>
  );
}
