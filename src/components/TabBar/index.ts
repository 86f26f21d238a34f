export { AppTabBar } from './AppTabBar';
export { clearUnread, setUnreadCounts, unreadMessages, useUnreadMessages, type UnreadCounts } from './unreadMessages';
