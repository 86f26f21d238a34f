import type { ReactNode } from 'react';

/** A labelled card of a page (the wallet, financing and waybill pages): its heading, an extra beside it, the content. */
export function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="app-card" aria-label={title}>
      <div className="app-card__head">
        <h2 className="app-card__title">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/**
 * A label / value row of a card. `term` writes it as a term and its definition (inside a `<dl>`, for
 * pages that list figures); otherwise two plain spans.
 */
export function Row({ label, children, term = false }: { label: string; children: ReactNode; term?: boolean }) {
  const Label = term ? 'dt' : 'span';
  const Value = term ? 'dd' : 'span';
  return (
    <div className="app-row">
      <Label className="app-row__label">{label}</Label>
      <Value className="app-row__value">{children}</Value>
    </div>
  );
}
