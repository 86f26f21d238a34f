import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { AppTabBar } from '@/components/TabBar';
import { ui } from '@/lib/ui';
import './layouts.css';

/** The default layout: the page, and the bottom tab bar when the page's middleware showed it. */
export function DefaultLayout() {
  const { tabBarVisible } = useSnapshot(ui);
  return (
    <div className={tabBarVisible ? 'layout-default layout-default--with-tabs' : 'layout-default'}>
      <Outlet />
      {tabBarVisible && <AppTabBar />}
    </div>
  );
}
