export { AppTabBar } from './AppTabBar';
