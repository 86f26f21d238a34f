// What other features use of the messages: the inbox list /mine/message shows with its own tabs.
export { MessageInbox, type InboxTab, type MessageInboxProps } from './components/MessageInbox';
