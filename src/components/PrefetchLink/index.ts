export { PrefetchLink } from './PrefetchLink';
