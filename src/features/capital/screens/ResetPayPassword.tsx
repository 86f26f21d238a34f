import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { maskMobile } from '@/features/account';
import { useT } from '@/lib/i18n';
import { loadStateOf, useQuery } from '@/lib/query';
import { session } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { PayPasswordForm } from '../components/PayPasswordForm';
import { LoadState } from '../components/ui';
import { capitalAccount } from '../queries';
import '../components/capital.css';

/**
 * /myCapital/resetPassword: a new pay password by an SMS code to the buyer's own mobile (shown masked;
 * the account pages' code button with its 60 s countdown) — a reset when one is set (it also lifts a
 * lock), else the first one (capital.setPayPassword). The code and both entries on the numeric password
 * keyboard are checked here first; a bad one says why and nothing is sent.
 */
export default function ResetPayPassword() {
  const t = useT();
  const title = useRouteTitle('/myCapital/resetPassword');
  const mobile = useSnapshot(session).userInfo?.mobile ?? '';
  const account = useQuery(capitalAccount());
  const first = account.data?.hasPayPassword === false;
  const intro = !mobile
    ? t('capital.password.noMobile')
    : first
      ? t('capital.password.setIntro', { mobile: maskMobile(mobile) })
      : t('capital.password.resetIntro', { mobile: maskMobile(mobile) });
  return (
    <div className="app-screen cap-page">
      <Header title={first ? t('capital.home.setPassword') : title} />
      <LoadState {...loadStateOf(account)}>
        {account.data && <PayPasswordForm change={first ? 'set' : 'reset'} mobile={mobile} label={t('capital.password.resetLabel')} intro={intro} />}
      </LoadState>
    </div>
  );
}
