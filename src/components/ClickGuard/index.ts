export { createClickGuard } from './clickGuard';
export { useClickGuard, showPleaseWait } from './useClickGuard';
export { GuardedButton, type GuardedButtonProps } from './GuardedButton';
