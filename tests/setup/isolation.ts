// The test files share one module graph (vitest --no-isolate, scripts/test-all.sh: importing React,
// antd-mobile and the generated modules once instead of per file took the unit run from ten minutes to
// under two). So what a file changes of the shared runtime is put back at its end: the cookie jar a test
// replaced, the language a test switched to, and the browser storage and cookies of the shared window.
import { afterAll } from 'vitest';
import { cookieJar, setCookieJar, type CookieJar } from '../../src/lib/cookies.ts';
import { app } from '../../src/lib/constants.ts';
import { i18n, setLocale } from '../../src/lib/i18n.ts';

const shared = globalThis as { originalCookieJar?: CookieJar };
// The first file's setup sees the jar the module made; later files find it kept here.
shared.originalCookieJar ??= cookieJar();

afterAll(async () => {
  setCookieJar(shared.originalCookieJar!);
  // A file that ends in English (the language switch of /mine) would leave the next one's screens in it.
  if (i18n.locale !== app.defaultLocale) await setLocale(app.defaultLocale);
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
