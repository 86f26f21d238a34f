import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { session } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { ProfileTextForm } from '../components/ProfileTextForm';
import '../profile.css';

/** /Personalinformation/editnickname: the name the buyer goes by (1–20 characters). */
export default function EditNickname() {
  const t = useT();
  const title = useRouteTitle('/Personalinformation/editnickname');
  const { userInfo } = useSnapshot(session);
  return (
    <div className="app-screen profile-page">
      <Header title={title} />
      <ProfileTextForm
        field="nickname"
        label={t('profile.nickname')}
        placeholder={t('profile.nicknamePlaceholder')}
        hint={t('profile.nicknameHint')}
        initial={userInfo?.nickname ?? ''}
        messages={{ required: 'profile.errors.nicknameRequired' }}
      />
    </div>
  );
}
