import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { Header } from '@/components/Header';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { LoadingState } from '@/components/LoadState';
import { useT } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/navigation';
import { href, loginHref } from '@/lib/routes';
import { session, type UserInfo } from '@/lib/session';
import { MineEntries } from '../components/MineEntries';
import { MineOrders } from '../components/MineOrders';
import { useLogout } from '../components/useLogout';
import '../mine.css';

/** The buyer's avatar on the account card: the picture, else the first character of the name. */
function MineAvatar({ url, name }: { url: string | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && failed !== url)
    return <img className="mine-profile__avatar mine-profile__avatar--image" src={url} alt="" width={52} height={52} onError={() => setFailed(url)} />;
  return (
    <div className="mine-profile__avatar" aria-hidden="true">
      {name.slice(0, 1)}
    </div>
  );
}

/** A mobile number as an account card shows it: the middle four digits hidden (138****0001). */
const maskedMobile = (mobile: string) => (/^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile);

/**
 * The account card: avatar, the buyer's name (the nickname, else the account), the account and the mobile
 * (masked), personal or enterprise; the whole card leads to the personal information.
 */
function MineProfile({ userInfo }: { userInfo: UserInfo | null }) {
  const t = useT();
  return (
    <section className="mine-card mine-profile" aria-label={t('mine.account')}>
      <MineAvatar url={userInfo?.avatarUrl} name={userInfo?.nickname ?? userInfo?.accountName ?? '?'} />
      <div className="mine-profile__text">
        <h2 className="mine-profile__name">{userInfo?.nickname || userInfo?.accountName}</h2>
        <p className="mine-profile__line">
          {userInfo?.nickname && userInfo.accountName ? `${t('mine.account')} ${userInfo.accountName} · ` : ''}
          {userInfo?.mobile ? maskedMobile(userInfo.mobile) : t('mine.noPhone')}
        </p>
        {userInfo?.memberType && (
          <p className="mine-profile__line">
            {userInfo.memberType === 'enterprise' ? t('mine.enterprise') : t('mine.personal')}
            {userInfo.companyName ? ` · ${userInfo.companyName}` : ''}
          </p>
        )}
      </div>
      {/* The whole card leads to the personal information (the link is stretched over it). */}
      <Link className="mine-profile__edit" to={href('/Personalinformation')}>
        <span className="app-sr-only">{t('mine.profile')}</span>
        <RightOutline aria-hidden="true" />
      </Link>
    </section>
  );
}

/**
 * /mine (public): logged in, the account summary (to the personal information), my orders with counts
 * per status, the entries (MineEntries), the language and log out; logged out, a login button that comes
 * back here.
 */
export default function Mine() {
  const t = useT();
  const navigate = useNavigate();
  const { loggedIn, userInfo, checked } = useSnapshot(session);
  const memberId = userInfo?.memberId;
  const loggingOut = useLogout();
  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({ content: t('mine.logoutConfirm'), confirmText: t('mine.logout'), cancelText: t('common.cancel') });
    if (confirmed) await loggingOut.run();
  };

  let content;
  if (!checked) content = <LoadingState />;
  else if (!loggedIn)
    content = (
      <section className="mine-card mine-card--guest">
        <p className="mine-guest__text">{t('mine.loggedOut')}</p>
        <Button color="primary" shape="rounded" onClick={() => void navigate(loginHref(href('/mine')))}>
          {t('mine.login')}
        </Button>
      </section>
    );
  else
    content = (
      <>
        <MineProfile userInfo={userInfo} />
        <MineOrders memberId={memberId} />
        <MineEntries memberId={memberId} />
      </>
    );

  return (
    <div className="mine">
      <Header title={t('tabBar.mine')} />
      {content}
      <section className="mine-card" aria-labelledby="mine-language-title">
        <h2 id="mine-language-title" className="mine-card__title">
          {t('mine.language')}
        </h2>
        <LanguageSwitch />
      </section>
      {checked && loggedIn && (
        <div className="mine-logout">
          <Button block shape="rounded" color="danger" fill="outline" loading={loggingOut.pending} onClick={() => void confirmLogout()}>
            {t('mine.logout')}
          </Button>
        </div>
      )}
    </div>
  );
}
