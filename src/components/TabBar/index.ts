export { AppTabBar } from './AppTabBar';
export { clearUnread, setUnreadCounts, useUnreadMessages, type UnreadCounts } from './unreadMessages';
