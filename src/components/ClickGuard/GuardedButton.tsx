import Button, { type ButtonProps } from 'antd-mobile/es/components/button';
import { useClickGuard } from './useClickGuard';

export type GuardedButtonProps = Omit<ButtonProps, 'onClick'> & { onClick: () => unknown };

/**
 * A button whose (async) action runs once at a time: a click while it runs shows 请稍候... instead of
 * running it again. It stays clickable on purpose so the buyer gets that message.
 */
export function GuardedButton({ onClick, ...props }: GuardedButtonProps) {
  const { guard, running } = useClickGuard();
  return <Button {...props} aria-busy={running || undefined} onClick={guard(onClick)} />;
}
