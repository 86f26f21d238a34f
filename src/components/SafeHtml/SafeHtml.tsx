import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';

/** Server-written HTML (a goods description, an article, a message) rendered through the one sanitizer. */
export function SafeHtml({ html, className }: { readonly html: string; readonly className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // The only place the app renders HTML it did not write, and only after sanitizeHtml.
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
