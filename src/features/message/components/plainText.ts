/**
 * The text of server-written HTML, for a one-line preview: parsed into an inert document (no script
 * runs, no image loads) and read as text, which React then shows escaped.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
