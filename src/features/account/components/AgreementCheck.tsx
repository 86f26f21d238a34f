import { Link } from '@/lib/navigation';
import { useSnapshot } from 'valtio';
import { useT } from '@/lib/i18n';
import { href } from '@/lib/routes';
import { accountStore, setAgreed } from '../store';

/** "I have read and agree to" the user agreement, privacy policy and login agreement, each readable. */
export function AgreementCheck() {
  const t = useT();
  const { agreed } = useSnapshot(accountStore);
  return (
    <div className="login-agreement">
      <label className="login-agreement__check">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} aria-label={t('account.agreement.checkbox')} />
        <span aria-hidden="true">{t('account.agreement.label')}</span>
      </label>{' '}
      <Link to={href('/article/userAgreement')}>{t('account.agreement.user')}</Link>
      {t('account.agreement.and')}
      <Link to={href('/article/userPrivate')}>{t('account.agreement.privacy')}</Link>
      {t('account.agreement.and')}
      <Link to={href('/article/loginAgreement')}>{t('account.agreement.login')}</Link>
    </div>
  );
}
