// Deep imports, not the 'antd-mobile' index: importing the index from the entry would put every
// component it names (Dialog, ImageViewer…) in reach of the first load (see eslint.config.js).
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { proxy, ref, subscribe } from 'valtio/vanilla';
import { i18n, type Locale } from '@/lib/i18n';
import { render, unmount } from './antdRender';

type AntdLocale = typeof zhCN;

// Like the app's own texts, only the default language's are part of the first load.
const antdLocaleLoaders: Record<Locale, () => Promise<AntdLocale>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  en: () => import('antd-mobile/es/locales/en-US').then((module) => module.default),
};

/** The antd-mobile texts (date pickers, empty lists…) in the app language, for the ConfigProvider. */
export const antdLocale = proxy({ current: ref(zhCN) });

async function followLanguage(locale: Locale): Promise<void> {
  const texts = await antdLocaleLoaders[locale]();
  if (i18n.locale !== locale) return;
  antdLocale.current = ref(texts);
  setDefaultConfig({ locale: texts });
}

/**
 * antd-mobile 5 renders Toast/Dialog with the legacy ReactDOM.render unless told otherwise; on React 19
 * they would silently show nothing. Its imperative components also read a global default locale, kept
 * in step with the app language here.
 */
export function setUpAntd(): void {
  unstableSetRender((node, container) => {
    render(node, container);
    return () => unmount(container);
  });
  void followLanguage(i18n.locale);
  subscribe(i18n, () => void followLanguage(i18n.locale));
}
