export { Header, type HeaderProps } from './Header';
export { resolveBackAction, type BackAction } from './backAction';
