// The HTML-level behaviour of sanitizeHtml is tested in real Chromium (tests/e2e/xss.spec.ts): happy-dom's
// parser differs from a browser's in exactly the ways an XSS payload relies on.
import { describe, expect, it } from 'vitest';
import { isSafeLink } from '../../../src/lib/sanitize.ts';

describe('isSafeLink', () => {
  it('keeps http(s), mailto, tel and relative paths', () => {
    for (const url of [
      'https://e.example/x',
      'http://e.example',
      'mailto:a@b.example',
      'tel:13800000001',
      '/article/userPrivate',
      'page?x=1',
      '#top',
      '../up',
    ]) {
      expect(isSafeLink(url), url).toBe(true);
    }
  });

  it('drops script, data and other schemes however they are hidden, and protocol-relative hosts', () => {
    for (const url of [
      'javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      ' \u0001javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      '//evil.example/x',
      '\\\\evil.example',
      '/\\evil.example',
    ]) {
      expect(isSafeLink(url), JSON.stringify(url)).toBe(false);
    }
  });
});
