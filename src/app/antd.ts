// Deep imports, not the 'antd-mobile' index: importing the index from the entry would put every
// component it names (Dialog, ImageViewer…) in reach of the first load (see eslint.config.js).
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { createRoot, type Root } from 'react-dom/client';
import { subscribe } from 'valtio/vanilla';
import { i18n, type Locale } from '@/lib/i18n';

/** The antd-mobile locale of each app language. */
export const antdLocales = { 'zh-CN': zhCN, en: enUS } as const satisfies Record<Locale, unknown>;

/**
 * antd-mobile 5 renders Toast/Dialog with the legacy ReactDOM.render unless told otherwise; on React 19
 * they would silently show nothing. Its imperative components also read a global default locale, kept
 * in step with the app language here.
 */
export function setUpAntd(): void {
  unstableSetRender((node, container) => {
    const holder = container as Element & { __root?: Root };
    holder.__root ??= createRoot(container);
    holder.__root.render(node);
    return async () => {
      holder.__root?.unmount();
      delete holder.__root;
    };
  });
  setDefaultConfig({ locale: antdLocales[i18n.locale] });
  subscribe(i18n, () => setDefaultConfig({ locale: antdLocales[i18n.locale] }));
}
