import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { PayPasswordForm } from '../components/PayPasswordForm';
import '../components/capital.css';

/**
 * /myCapital/updatePassword: changes the pay password with the current one — all three on the numeric
 * password keyboard, six digits, the new one twice and not the current one; a wrong current one counts
 * towards the pay-password lock and says the tries or time left. A forgotten one is reset by SMS.
 */
export default function UpdatePayPassword() {
  const t = useT();
  const title = useRouteTitle('/myCapital/updatePassword');
  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      <PayPasswordForm
        change="update"
        label={t('capital.password.updateLabel')}
        intro={t('capital.password.updateIntro')}
        after={
          <Link className="app-link cap-form__after" to={href('/myCapital/resetPassword')}>
            {t('capital.password.forgot')}
          </Link>
        }
      />
    </div>
  );
}
