import type { ReactNode } from 'react';
import { type Href, useGoBack, useLocation, useNavigate } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/log';
import { nativeBridge } from '@/lib/native';
import { BackIcon } from '../icons/icons';
import { isTabPage } from '../TabBar/tabPaths';
import { resolveBackAction } from './backAction';
import './header.css';

export interface HeaderProps {
  /** The title; default 标题 (catalogue `header.defaultTitle`). */
  title?: ReactNode;
  /** Whether to show the back arrow (default: everywhere but the tab bar's pages, where there is nowhere to go back to). */
  showBack?: boolean;
  /** A custom back handler: wins over everything else. */
  onBack?: () => void;
  /** Where back goes when there is no handler. */
  backPath?: Href;
  /** The right slot. */
  right?: ReactNode;
}

/**
 * The reusable page header (product-spec §2): optional back arrow, a title and a right slot. Back
 * runs the handler, else goes to `backPath`, else closes the native view inside the app, else goes
 * back in the browser history.
 */
export function Header({ title, showBack, onBack, backPath, right }: HeaderProps) {
  const { pathname } = useLocation();
  const withBack = showBack ?? !isTabPage(pathname);
  const navigate = useNavigate();
  const goBack = useGoBack();
  const t = useT();
  const bridge = nativeBridge();
  const back = () => {
    switch (resolveBackAction({ hasHandler: !!onBack, backPath, inApp: bridge.inApp })) {
      case 'handler':
        onBack?.();
        return;
      case 'path':
        if (backPath) navigate(backPath);
        return;
      case 'closeNative':
        bridge.closeActivity().catch((error: unknown) => {
          logger().warn('closeActivity failed; going back in history instead', error);
          goBack();
        });
        return;
      case 'history':
        goBack();
    }
  };
  return (
    <header className="app-header">
      <div className="app-header__side">
        {withBack && (
          <button type="button" className="app-header__back" aria-label={t('common.back')} onClick={back}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className="app-header__title">{title ?? t('header.defaultTitle')}</h1>
      <div className="app-header__side app-header__side--right">{right}</div>
    </header>
  );
}
