/**
 * Cookie access behind a small jar so the session rules can be tested without a browser origin. The
 * browser jar reads and writes `document.cookie` for the whole site (path /).
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

/** The page's scheme ('https:' or 'http:'); '' where there is no location. */
function pageProtocol(): string {
  return typeof location === 'undefined' ? '' : location.protocol;
}

/**
 * The attributes of every cookie the app writes: the whole site, SameSite=Lax (not sent on another
 * site's subrequests and form posts) and — when the page came over https — Secure, so the login token is
 * never sent over plain http. Over http (the local gateway, tests) Secure would make the browser drop the cookie.
 */
export function cookieAttributes(protocol: string): string {
  return protocol === 'https:' ? 'path=/; SameSite=Lax; Secure' : 'path=/; SameSite=Lax';
}

function browserJar(): CookieJar {
  return {
    get(name) {
      if (typeof document === 'undefined') return undefined;
      let all: string;
      try {
        all = String(document.cookie);
      } catch {
        // A document without cookie access (a sandboxed frame) throws SecurityError: no cookies.
        return undefined;
      }
      for (const part of all.split(';')) {
        const index = part.indexOf('=');
        if (index < 0) continue;
        if (part.slice(0, index).trim() !== name) continue;
        const raw = part.slice(index + 1).trim();
        try {
          return decodeURIComponent(raw);
        } catch {
          // Bad percent-encoding (another app's cookie, a truncated write): the text as it is.
          return raw;
        }
      }
      return undefined;
    },
    set(name, value) {
      if (typeof document === 'undefined') return;
      document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(pageProtocol())}`;
    },
    remove(name) {
      if (typeof document === 'undefined') return;
      document.cookie = `${name}=; max-age=0; ${cookieAttributes(pageProtocol())}`;
    },
  };
}

/** A jar held in memory: for tests and for places without `document`. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { readonly values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

/**
 * A jar that keeps, for this page's life, what the browser refused to store. With cookies disabled (private
 * mode, a webview without a cookie store) `document.cookie` keeps nothing, and the login would be forgotten
 * at the next read — the next route's token check would log the buyer out. A value the browser did keep is
 * read from the browser again (spec/constants.yaml `cookies`).
 */
export function keptForThePage(inner: CookieJar): CookieJar {
  const refused = new Map<string, string>();
  const read = (name: string) => {
    try {
      return inner.get(name);
    } catch {
      return undefined;
    }
  };
  return {
    get: (name) => refused.get(name) ?? read(name),
    set(name, value) {
      try {
        inner.set(name, value);
      } catch {
        // A cookie store that throws refuses as much as one that ignores.
      }
      if (read(name) === value) refused.delete(name);
      else refused.set(name, value);
    },
    remove(name) {
      refused.delete(name);
      try {
        inner.remove(name);
      } catch {
        // Nothing could have been stored there.
      }
    },
  };
}

let jar: CookieJar = keptForThePage(browserJar());

/** The cookie jar in use. */
export function cookieJar(): CookieJar {
  return jar;
}

/** Replaces the cookie jar (tests); returns the previous one. */
export function setCookieJar(next: CookieJar): CookieJar {
  const previous = jar;
  jar = next;
  return previous;
}
