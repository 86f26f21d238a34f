// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from '../../../src/components/Header/index.ts';
import { LanguageSwitch } from '../../../src/components/LanguageSwitch/index.ts';
import { i18n, restoreLocale, setLocale, t } from '../../../src/lib/i18n.ts';

beforeEach(async () => {
  localStorage.clear();
  await setLocale('zh-CN');
});
afterEach(async () => {
  cleanup();
  await setLocale('zh-CN');
});

describe('message catalogue and language switch', () => {
  it('is zh-CN by default, with the spec texts', async () => {
    localStorage.clear();
    expect(await restoreLocale()).toBe('zh-CN');
    expect(t('session.securityNoticeTitle')).toBe('安全提示');
    expect(t('common.pleaseWait')).toBe('请稍候...');
    expect(t('error.timeout', { ms: 15000 })).toBe('timeout [ 15000ms ]');
  });

  it('switches the whole UI to English and back, and remembers the choice', async () => {
    render(
      <MemoryRouter>
        <Header />
        <LanguageSwitch />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '标题' })).toBeTruthy();
    await userEvent.click(screen.getByText('English'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Title' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(t('session.expired')).toBe('login information expired, please log in again');

    i18n.locale = 'zh-CN';
    expect(await restoreLocale()).toBe('en');
    await userEvent.click(screen.getByText('简体中文'));
    await waitFor(() => expect(screen.getByRole('heading', { name: '标题' })).toBeTruthy());
  });

  it('loads English only when it is chosen; a language whose texts cannot load leaves the app in Chinese', async () => {
    localStorage.setItem('locale', JSON.stringify('fr'));
    expect(await restoreLocale()).toBe('zh-CN');
    localStorage.setItem('locale', JSON.stringify('en'));
    expect(await restoreLocale()).toBe('en');
    expect(t('common.ok')).toBe('OK');
  });
});
