/**
 * The seller's rich-text description without what could run code: scripts, frames, objects, event
 * handler attributes and javascript: links are dropped. Without a DOM parser (tests in node) the text is
 * escaped instead.
 */
export function sanitizeHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  doc.querySelectorAll('script,iframe,object,embed,style,link,meta,form').forEach((el) => el.remove());
  doc.querySelectorAll('*').forEach((el) => {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && /^\s*javascript:/i.test(attr.value))) el.removeAttribute(attr.name);
    }
  });
  return doc.body.firstElementChild?.innerHTML ?? '';
}
