import { useSnapshot } from 'valtio';
import { homeHref, Link, useLocation } from '@/lib/navigation';
import { localHref, type RoutePath } from '@/lib/routes';
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
 * The bottom tab bar: home (the saved home page), categories, cart, me — each a link (focusable, named,
 * the current one marked as the page), with the number of unread messages on 我的 (a bare number on the
 * icon; read out as words after the label).
 */
export function AppTabBar() {
  const t = useT();
  const { pathname } = useLocation();
  const { homePath: savedHome } = useSnapshot(session);
  const home = savedHome ?? homePath();
  const unread = useUnreadMessages()?.total ?? 0;
  const isActive = (tab: Tab) => (tab.key === 'home' ? pathname === home || tab.also.includes(pathname) : pathname === tab.key || tab.also.includes(pathname));
  return (
    <nav className="app-tab-bar" aria-label={t('tabBar.label')}>
      <ul className="app-tab-bar__items">
        {TABS.map((tab) => {
          const badge = tab.label === 'tabBar.mine' && unread > 0;
          const active = isActive(tab);
          const to = tab.key === 'home' ? (localHref(home) ?? homeHref()) : (localHref(tab.key) ?? homeHref());
          return (
            <li key={tab.key}>
              <Link to={to} className={active ? 'app-tab-bar__item app-tab-bar__item--active' : 'app-tab-bar__item'} aria-current={active ? 'page' : undefined}>
                <span className="app-tab-bar__icon">
                  <tab.icon />
                  {badge && (
                    <span className="app-tab-bar__badge" aria-hidden="true">
                      {unread > 99 ? '99+' : unread}
                    </span>
                  )}
                </span>
                <span className="app-tab-bar__label">
                  {t(tab.label)}
                  {badge && <span className="app-sr-only">{t('tabBar.unreadMessages', { count: unread })}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
