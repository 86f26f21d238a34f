import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { i18n, useT } from '@/lib/i18n';
import { routeByPath, type RoutePath } from '@/lib/routes';
import { ApiError } from '@/lib/api';

/** The title of a route in the current language (the route table's title). */
export function useRouteTitle(path: RoutePath): string {
  const { locale } = useSnapshot(i18n);
  const route = routeByPath.get(path);
  return route && 'title' in route && route.title ? route.title[locale] : '';
}

/** The message of a failed call as the gateway worded it. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The code of a failed call ('' when not a gateway answer). */
export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : '';
}

/** Loading, error (with retry) or the content. */
export function LoadState({ loading, error, onRetry, children }: { loading: boolean; error: unknown; onRetry: () => void; children: ReactNode }) {
  const t = useT();
  if (error) {
    return (
      <div className="ord-state" role="alert">
        <ErrorBlock status="default" title={t('order.common.loadFailed')} description={errorMessage(error)} />
        <Button color="primary" fill="outline" onClick={onRetry}>
          {t('order.common.retry')}
        </Button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className="ord-state" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  return <>{children}</>;
}

/** A row of choices: toggle buttons, exactly one pressed. */
export function Chips<T extends string>({ label, options, value, onChange, disabled }: { label: string; options: readonly { id: T; text: string }[]; value: T | ''; onChange: (id: T) => void; disabled?: boolean }) {
  return (
    <div className="ord-chips" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={option.id === value ? 'ord-chip ord-chip--on' : 'ord-chip'}
          aria-pressed={option.id === value}
          disabled={disabled}
          onClick={() => onChange(option.id)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}

/** A labelled section card. */
export function Section({ title, children, extra }: { title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="ord-section" aria-label={title}>
      <div className="ord-section__head">
        <h2 className="ord-section__title">{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** A label / value line. */
export function Line({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'ord-line ord-line--strong' : 'ord-line'}>
      <span className="ord-line__label">{label}</span>
      <span className="ord-line__value">{value}</span>
    </div>
  );
}
