import Selector from 'antd-mobile/es/components/selector';
import { useSnapshot } from 'valtio';
import { i18n, type Locale, type MessageKey, setLocale, useT } from '@/lib/i18n';

const OPTIONS: readonly { value: Locale; label: MessageKey }[] = [
  { value: 'zh-CN', label: 'languages.chinese' },
  { value: 'en', label: 'languages.english' },
];

/** Switches the app between 简体中文 (default) and English; the choice is remembered. */
export function LanguageSwitch() {
  const t = useT();
  const { locale } = useSnapshot(i18n);
  return (
    <div role="group" aria-label={t('common.language')}>
      <Selector
        columns={2}
        value={[locale]}
        options={OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
        onChange={(values) => {
          const next = values[0];
          if (next) void setLocale(next);
        }}
      />
    </div>
  );
}
