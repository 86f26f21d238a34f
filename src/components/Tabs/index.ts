export { StatusTabs, type StatusTab, type StatusTabsProps } from './StatusTabs';
