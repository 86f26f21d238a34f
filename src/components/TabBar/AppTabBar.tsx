import TabBar from 'antd-mobile/es/components/tab-bar';
import { homeHref, useLocation, useNavigate } from '@/lib/navigation';
import { localHref, type RoutePath } from '@/lib/routes';
import { useSnapshot } from 'valtio';
import { type MessageKey, useT } from '@/lib/i18n';
import { homePath, session } from '@/lib/session';
import { CartIcon, CategoryIcon, HomeIcon, MineIcon } from '../icons/icons';
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

/** The bottom tab bar: home (the saved home page), categories, cart, me. */
export function AppTabBar() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { homePath: savedHome } = useSnapshot(session);
  const home = savedHome ?? homePath();
  const active =
    TABS.find((tab) => (tab.key === 'home' ? pathname === home || tab.also.includes(pathname) : pathname === tab.key || tab.also.includes(pathname)))?.key ??
    '';
  return (
    <nav className="app-tab-bar" aria-label={t('tabBar.label')}>
      <TabBar safeArea activeKey={active} onChange={(key) => void navigate(key === 'home' ? (localHref(home) ?? homeHref()) : (localHref(key) ?? homeHref()))}>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} icon={<tab.icon />} title={t(tab.label)} />
        ))}
      </TabBar>
    </nav>
  );
}
