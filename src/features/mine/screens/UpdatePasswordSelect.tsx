import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { maskMobile, type SecurityWay, SecurityWays } from '@/features/account';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { session } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import '../security.css';

/**
 * /mine/updatePwdSelect, the start of a password change: with the old password (/mine/setPswByOldPsw,
 * when the account has one) or by an SMS code to the buyer's mobile (/mine/authenPwdByPhone, then
 * /mine/setPswByPhone) — the way an account without a password sets one.
 */
export default function UpdatePasswordSelect() {
  const t = useT();
  const title = useRouteTitle('/mine/updatePwdSelect');
  const { userInfo } = useSnapshot(session);
  const mobile = userInfo?.mobile;
  const hasPassword = userInfo?.hasPassword === true;
  const ways: SecurityWay[] = [];
  if (hasPassword) ways.push({ to: href('/mine/setPswByOldPsw'), label: t('security.select.byOld'), hint: t('security.select.byOldHint') });
  if (mobile)
    ways.push({
      to: href('/mine/authenPwdByPhone'),
      label: t('security.select.byPhone'),
      hint: t('security.select.byPhoneHint', { mobile: maskMobile(mobile) }),
    });
  return (
    <div className="security-page">
      <Header title={title} />
      <SecurityWays
        label={title}
        intro={hasPassword ? t('security.select.intro') : t('security.select.noPassword')}
        ways={ways}
        none={t('security.select.noWay')}
      />
    </div>
  );
}
