export { NoPermission } from './NoPermission';
