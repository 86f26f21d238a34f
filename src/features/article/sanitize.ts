/**
 * Article HTML comes from the gateway; it is shown sanitised: only text-formatting elements survive,
 * every attribute is dropped except a link's href to an http(s) or in-app address, and scripts,
 * styles, frames and forms go with their content.
 */
const ALLOWED = new Set([
  'P',
  'BR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'UL',
  'OL',
  'LI',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'SPAN',
  'DIV',
  'A',
  'BLOCKQUOTE',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
  'HR',
  'SUB',
  'SUP',
]);
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'FORM', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'LINK', 'META']);

const safeHref = (value: string) => /^(https?:\/\/|\/(?![/\\]))/i.test(value.trim());

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === 3) return doc.createTextNode(node.textContent ?? '');
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED_WITH_CONTENT.has(tag)) return null;
  const children = [...element.childNodes].map((child) => clean(child, doc)).filter((child): child is Node => child !== null);
  if (!ALLOWED.has(tag)) {
    const fragment = doc.createDocumentFragment();
    children.forEach((child) => fragment.appendChild(child));
    return fragment;
  }
  const copy = doc.createElement(tag.toLowerCase());
  if (tag === 'A') {
    const target = element.getAttribute('href');
    if (target && safeHref(target)) {
      copy.setAttribute('href', target.trim());
      copy.setAttribute('rel', 'noopener noreferrer');
    }
  }
  children.forEach((child) => copy.appendChild(child));
  return copy;
}

/** The sanitised HTML of an article's content. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  for (const child of [...parsed.body.childNodes]) {
    const cleaned = clean(child, out);
    if (cleaned) container.appendChild(cleaned);
  }
  return container.innerHTML;
}
