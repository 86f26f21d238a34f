export { NoPermission } from './NoPermission';
export { PermissionGate } from './PermissionGate';
