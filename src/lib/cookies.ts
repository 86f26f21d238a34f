/**
 * Cookie access behind a small jar so the session rules can be tested without a browser origin. The
 * browser jar reads and writes `document.cookie` for the whole site (path /).
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

function browserJar(): CookieJar {
  return {
    get(name) {
      if (typeof document === 'undefined') return undefined;
      for (const part of document.cookie.split(';')) {
        const index = part.indexOf('=');
        if (index < 0) continue;
        if (part.slice(0, index).trim() !== name) continue;
        const raw = part.slice(index + 1).trim();
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      }
      return undefined;
    },
    set(name, value) {
      if (typeof document === 'undefined') return;
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
    },
    remove(name) {
      if (typeof document === 'undefined') return;
      document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
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

let jar: CookieJar = browserJar();

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
