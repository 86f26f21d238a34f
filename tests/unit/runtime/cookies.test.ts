// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { cookies } from '../../../src/lib/constants.ts';
import { cookieJar, keptForThePage, memoryCookieJar, setCookieJar, type CookieJar } from '../../../src/lib/cookies.ts';
import { isUsableToken } from '../../../src/lib/http/token.ts';
import { checkSession, resetSession, restoreSession, session, setToken } from '../../../src/lib/session/index.ts';

/**
 * Issue 17, storage and startup: the cookies the app reads at start (the token, needLogin) hold whatever a
 * bug, another app or a truncated write left — reading never throws, and a token that cannot be sent
 * counts as none, so the buyer starts logged out instead of every call failing. A browser that keeps no
 * cookies keeps the login for the page's life.
 */

const clearDocumentCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
};

afterEach(() => {
  clearDocumentCookies();
  resetSession();
});

describe('reading the browser cookies', () => {
  it('should read any cookie text without throwing: decoded when it is percent-encoding, else as it is', () => {
    // Cookie octets: no control characters, whitespace, double quote, comma, semicolon or backslash.
    const octets = fc.string({ unit: fc.constantFrom(..."abcXYZ019-_.~!#$%&'()*+/:<=>?@[]^`{|}%E0A4B8".split('')), maxLength: 60 });
    fc.assert(
      fc.property(octets, (raw) => {
        document.cookie = `${cookies.token}=${raw}; path=/`;
        const read = cookieJar().get(cookies.token);
        let decoded: string;
        try {
          decoded = decodeURIComponent(raw);
        } catch {
          decoded = raw;
        }
        expect(read).toBe(decoded);
      }),
    );
  });

  it('should give bad percent-encoding as it is and a cookie at the size limit whole', () => {
    document.cookie = `${cookies.token}=%E0%A4%A; path=/`;
    expect(cookieJar().get(cookies.token)).toBe('%E0%A4%A');
    const huge = 'a'.repeat(3900);
    document.cookie = `${cookies.needLogin}=${huge}; path=/`;
    expect(cookieJar().get(cookies.needLogin)).toBe(huge);
    expect(cookieJar().get('absent')).toBeUndefined();
  });

  it('should read no cookie, not throw, when the document refuses cookie access (a sandboxed frame)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(document, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
      set() {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    try {
      expect(cookieJar().get(cookies.token)).toBeUndefined();
      // What the page sets is kept for the page's life.
      expect(() => cookieJar().set(cookies.token, 'tok-1')).not.toThrow();
      expect(cookieJar().get(cookies.token)).toBe('tok-1');
      expect(() => cookieJar().remove(cookies.token)).not.toThrow();
      expect(cookieJar().get(cookies.token)).toBeUndefined();
    } finally {
      if (descriptor) Object.defineProperty(document, 'cookie', descriptor);
      else delete (document as unknown as Record<string, unknown>).cookie;
    }
  });
});

describe('a browser that keeps no cookies (private mode, cookies disabled)', () => {
  /** A jar over a browser that ignores every write. */
  const ignoring = (): CookieJar => ({ get: () => undefined, set: () => undefined, remove: () => undefined });

  it('should keep the token for the page life, forget it on logout, and read the browser again once it keeps one', () => {
    const jar = keptForThePage(ignoring());
    jar.set(cookies.token, 'tok-1');
    expect(jar.get(cookies.token)).toBe('tok-1');
    jar.remove(cookies.token);
    expect(jar.get(cookies.token)).toBeUndefined();

    const browser = memoryCookieJar();
    const kept = keptForThePage(browser);
    kept.set(cookies.token, 'tok-2');
    browser.values.set(cookies.token, 'tok-3'); // another tab logged in again
    expect(kept.get(cookies.token)).toBe('tok-3');
  });

  it('should stay logged in across routes after a login (the token check reads the same token)', () => {
    const previous = setCookieJar(keptForThePage(ignoring()));
    try {
      restoreSession();
      setToken('tok-1');
      expect(session.loggedIn).toBe(true);
      expect(cookieJar().get(cookies.token)).toBe('tok-1');
    } finally {
      setCookieJar(previous);
    }
  });
});

describe('the token cookie set to junk', () => {
  const junk = ['', 'NEEDLOGIN', 'undefined', 'null', '中文', 'tok\r\nx', 'a b', '\u0000', '%E0%A4%A\u00e9'];

  it('should count as no token: the buyer starts logged out and no call is made', async () => {
    for (const value of junk) {
      const previous = setCookieJar(memoryCookieJar({ [cookies.token]: value }));
      try {
        restoreSession();
        // No gateway client is configured: a call would throw here.
        await checkSession();
        expect([value, session.loggedIn, session.checked]).toEqual([value, false, true]);
        setToken(value);
        expect([value, session.loggedIn]).toEqual([value, false]);
      } finally {
        setCookieJar(previous);
      }
    }
  });

  it('should send only a token the browser can put in a header', () => {
    expect(isUsableToken('0f3a9c0d1e2b')).toBe(true);
    expect(isUsableToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-_')).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (token) => {
        if (isUsableToken(token)) expect(() => new Headers().set('x-auth-token', token)).not.toThrow();
        else expect(token === '' || ['NEEDLOGIN', 'undefined', 'null'].includes(token) || !/^[\x21-\x7e]+$/.test(token)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
