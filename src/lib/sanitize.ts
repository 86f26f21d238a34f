// The one sanitizer of server-written HTML (goods descriptions, articles, messages): DOMPurify with an
// allow-list. Only the screens that render such HTML import it (through src/components/SafeHtml), so
// DOMPurify rides in their chunks and never in the first load.
import DOMPurify from 'dompurify';

/** Link schemes a buyer may follow from server HTML; anything else (javascript:, data:, vbscript:, file:…) is dropped. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** Image sources: the web, and inline raster images (no svg, which can carry script). */
const IMAGE_DATA = /^data:image\/(?:png|jpe?g|gif|webp);/i;

/**
 * A URL the way the browser reads it before acting on it: tabs and newlines anywhere are removed and
 * leading or trailing control characters and spaces trimmed (`java\tscript:` is `javascript:` to a
 * browser). Entities are already decoded by the parser when this sees the attribute.
 */
function asBrowserReadsIt(url: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters are the point
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/**
 * Whether a link target may stay: an http(s), mailto or tel URL, or a path relative to the app (not a
 * protocol-relative `//host`, which leaves for another site).
 */
export function isSafeLink(url: string): boolean {
  const value = asBrowserReadsIt(url);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (scheme) return LINK_SCHEMES.has((scheme[1] ?? '').toLowerCase());
  return !/^[\\/]{2}/.test(value.replace(/\\/g, '/'));
}

/** Whether an image source may stay: a safe link, or an inline raster image. */
function isSafeImage(url: string): boolean {
  const value = asBrowserReadsIt(url);
  return IMAGE_DATA.test(value) || (isSafeLink(value) && !/^(mailto|tel):/i.test(value));
}

const URL_ATTRIBUTES = new Set(['href', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite']);

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of Array.from(node.attributes)) {
      const name = attribute.name.toLowerCase();
      if (URL_ATTRIBUTES.has(name) && !isSafeLink(attribute.value)) node.removeAttribute(attribute.name);
      else if (name === 'src' && !isSafeImage(attribute.value)) node.removeAttribute(attribute.name);
    }
    // A link that leaves the app opens apart from it and learns nothing of the page it came from.
    if (node.tagName === 'A' && node.getAttribute('href') && /^https?:/i.test(asBrowserReadsIt(node.getAttribute('href') ?? ''))) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Server-written HTML made safe to render: formatting, lists, tables, images and links survive; script,
 * frames, forms, `<base>`, svg and math, styles (no `url(javascript:)` tricks), event handlers and any
 * link outside http(s)/mailto/tel/relative paths are removed.
 */
export function sanitizeHtml(html: string): string {
  configure();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'base',
      'iframe',
      'frame',
      'frameset',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'style',
      'link',
      'meta',
      'object',
      'embed',
      'svg',
      'math',
      'template',
    ],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'action', 'srcset'],
    ALLOW_DATA_ATTR: false,
  });
}
