export { BottomAction } from './BottomAction';
