export { LinkRow, type LinkRowProps } from './LinkRow';
