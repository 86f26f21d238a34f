export { PullRefresh } from './PullRefresh';
