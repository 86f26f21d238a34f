import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { ProfileTextForm } from '../components/ProfileTextForm';
import '../profile.css';

/** /Personalinformation/editname: the buyer's real name (1–20 Chinese characters or letters). */
export default function EditName() {
  const t = useT();
  const title = useRouteTitle('/Personalinformation/editname');
  const { userInfo } = useSnapshot(session);
  return (
    <div className="app-screen profile-page">
      <Header title={title} />
      <ProfileTextForm
        field="realName"
        label={t('profile.name')}
        placeholder={t('profile.namePlaceholder')}
        hint={t('profile.nameHint')}
        initial={userInfo?.realName ?? ''}
        messages={{ required: 'profile.errors.nameRequired' }}
      />
    </div>
  );
}
