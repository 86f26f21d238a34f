import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { type SecurityWay, SecurityWays } from '../components/SecurityFlow';
import { maskMobile } from '../validate';
import '../account.css';

/**
 * /Personalinformation/editMobile, the start of the phone change: the current mobile (masked) and the
 * two ways to prove who the buyer is first — the login password (/mine/authenPassword, when the account
 * has one) or a code to the current mobile (/mine/authenPhone). Both go on to /mine/updateNewPhone.
 */
export default function EditMobile() {
  const t = useT();
  const title = useRouteTitle('/Personalinformation/editMobile');
  const { userInfo } = useSnapshot(session);
  const mobile = userInfo?.mobile;
  const ways: SecurityWay[] = [];
  if (mobile) {
    if (userInfo.hasPassword)
      ways.push({ to: href('/mine/authenPassword'), label: t('security.mobile.byPassword'), hint: t('security.mobile.byPasswordHint') });
    ways.push({
      to: href('/mine/authenPhone'),
      label: t('security.mobile.byOldPhone'),
      hint: t('security.mobile.byOldPhoneHint', { mobile: maskMobile(mobile) }),
    });
  }
  return (
    <div className="security-page">
      <Header title={title} />
      <SecurityWays
        label={title}
        current={mobile ? { label: t('security.mobile.current'), value: maskMobile(mobile) } : undefined}
        intro={t('security.mobile.intro')}
        ways={ways}
        none={t('security.mobile.noWay')}
      />
    </div>
  );
}
