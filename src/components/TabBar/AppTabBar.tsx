import TabBar from 'antd-mobile/es/components/tab-bar';
import { homeHref, useLocation, useNavigate } from '@/lib/navigation';
import { localHref, type RoutePath } from '@/lib/routes';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { homePath, session } from '@/lib/session';
import { CartIcon, CategoryIcon, HomeIcon, MineIcon } from '../icons/icons';
import { useUnreadMessages } from './unreadMessages';
import './tabBar.css';

interface Tab {
  key: string;
  label: MessageKey;
  icon: typeof HomeIcon;
  /** Other paths that count as this tab. */
  also: readonly string[];
}

const TABS: readonly Tab[] = [
  { key: 'home', label: 'tabBar.home', icon: HomeIcon, also: ['/index', '/v2', '/v3'] satisfies RoutePath[] },
  { key: '/goods' satisfies RoutePath, label: 'tabBar.category', icon: CategoryIcon, also: [] },
  { key: '/cart/cart' satisfies RoutePath, label: 'tabBar.cart', icon: CartIcon, also: ['/cart/cart1', '/ShoppingCart'] satisfies RoutePath[] },
  { key: '/mine' satisfies RoutePath, label: 'tabBar.mine', icon: MineIcon, also: [] },
];

/**
 * The bottom tab bar: home (the saved home page), categories, cart, me — with the number of unread
 * messages on 我的 (a bare number on the icon; read out as words after the label).
 */
export function AppTabBar() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { homePath: savedHome } = useSnapshot(session);
  const home = savedHome ?? homePath();
  const unread = useUnreadMessages()?.total ?? 0;
  const active =
    TABS.find((tab) => (tab.key === 'home' ? pathname === home || tab.also.includes(pathname) : pathname === tab.key || tab.also.includes(pathname)))?.key ??
    '';
  return (
    <nav className="app-tab-bar" aria-label={t('tabBar.label')}>
      <TabBar safeArea activeKey={active} onChange={(key) => void navigate(key === 'home' ? (localHref(home) ?? homeHref()) : (localHref(key) ?? homeHref()))}>
        {TABS.map((tab) => {
          const badge = tab.label === 'tabBar.mine' && unread > 0;
          return (
            <TabBar.Item
              key={tab.key}
              icon={<tab.icon />}
              badge={badge ? <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span> : undefined}
              title={
                badge ? (
                  <>
                    {t(tab.label)}
                    <span className="app-sr-only">{t('tabBar.unreadMessages', { count: unread })}</span>
                  </>
                ) : (
                  t(tab.label)
                )
              }
            />
          );
        })}
      </TabBar>
    </nav>
  );
}
