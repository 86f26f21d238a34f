import List from 'antd-mobile/es/components/list';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { ImageUnreadableError } from '@/lib/image';
import { logger } from '@/lib/log';
import { type Href, Link } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useQuery, useQueryClient } from '@/lib/query';
import { session } from '@/lib/session';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { useWrite } from '@/lib/write';
import { ProfileAvatar } from '../components/ProfileAvatar';
import { followInSession, saveProfile, sexKey } from '../profile';
import { personalInfo } from '../queries';
import { pickAvatar } from '../profileAvatar';
import '../profile.css';

/** A row of the personal information that leads to its edit page: the label, the value, an arrow. */
function EditRow({ label, value, to }: { label: string; value: string; to: Href }) {
  return (
    <List.Item arrowIcon>
      <Link className="profile-row" to={to}>
        <span className="profile-row__label">{label}</span>
        <span className="profile-row__value">{value}</span>
      </Link>
    </List.Item>
  );
}

/**
 * /Personalinformation: the buyer's avatar, account, name, nickname, gender and mobile, fresh from the
 * gateway. The avatar changes here (the app's picker, a file input in a browser); each other row leads
 * to its edit page — the mobile to the SMS-verified change of /Personalinformation/editMobile.
 */
export default function PersonalInfo() {
  const t = useT();
  const title = useRouteTitle('/Personalinformation');
  const memberId = useSnapshot(session).userInfo?.memberId;
  const read = useQuery({ ...personalInfo(memberId ?? ''), enabled: !!memberId });
  const info = read.data;
  // The session's user info (and so /mine) follows what the gateway says now.
  useEffect(() => {
    if (info) followInSession(info);
  }, [info]);

  const queries = useQueryClient();
  const saving = useWrite({
    write: (avatarUrl: string) => saveProfile({ avatarUrl }),
    message: (message) => t('profile.avatarFailed', { message }),
    onSuccess: (saved) => {
      // The answer is the whole personal information: shown at once, without asking again.
      queries.setQueryData(personalInfo(saved.memberId).queryKey, saved);
      showToast(t('profile.avatarSaved'), 1200);
    },
  });
  const [uploading, setUploading] = useState(false);
  const changeAvatar = async () => {
    let avatarUrl: string | null;
    setUploading(true);
    try {
      avatarUrl = await pickAvatar();
    } catch (failure) {
      if (failure instanceof ImageUnreadableError) showErrorBanner(t('profile.avatarUnreadable'));
      else {
        logger().warn('avatar not uploaded', failure);
        showErrorBanner(t('profile.avatarFailed', { message: errorText(failure) }));
      }
      return;
    } finally {
      setUploading(false);
    }
    if (avatarUrl) await saving.run(avatarUrl);
  };
  const changing = saving.pending || uploading;

  let body;
  if (read.error && !info) body = <ErrorState title={t('profile.loadFailed')} error={read.error} onRetry={() => void read.refetch()} />;
  else if (!info) body = <LoadingState />;
  else {
    const notSet = t('profile.notSet');
    body = (
      <List className="profile-list">
        <List.Item arrowIcon>
          <button
            type="button"
            className="profile-row profile-row--avatar"
            aria-label={t('profile.changeAvatar')}
            aria-busy={changing || undefined}
            onClick={() => void changeAvatar()}
          >
            <span className="profile-row__label">{t('profile.avatar')}</span>
            <ProfileAvatar url={info.avatarUrl} name={info.nickname ?? info.accountName} busy={changing} />
          </button>
        </List.Item>
        <List.Item>
          <span className="profile-row">
            <span className="profile-row__label">{t('profile.accountName')}</span>
            <span className="profile-row__value">{info.accountName}</span>
          </span>
        </List.Item>
        <EditRow label={t('profile.name')} value={info.realName ?? notSet} to={href('/Personalinformation/editname')} />
        <EditRow label={t('profile.nickname')} value={info.nickname ?? notSet} to={href('/Personalinformation/editnickname')} />
        <EditRow label={t('profile.sex')} value={t(sexKey[info.sex ?? '0'])} to={href('/Personalinformation/editsex')} />
        <EditRow label={t('profile.mobile')} value={info.mobile ?? t('profile.noMobile')} to={href('/Personalinformation/editMobile')} />
      </List>
    );
  }

  return (
    <div className="app-screen profile-page">
      <Header title={title} />
      {body}
    </div>
  );
}
