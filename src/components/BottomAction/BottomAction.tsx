import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/** The screen's main action in the bar fixed at the bottom (above the safe area): one full-width primary button. */
export function BottomAction({ onClick, loading = false, children }: { onClick: () => void; loading?: boolean; children: ReactNode }) {
  return (
    <div className="app-bottom-bar">
      <Button block color="primary" loading={loading} onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
