import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import type { ReactNode } from 'react';
import { Money } from '@/components/Money';
import type { DecimalInput } from '@/domain';
import './resultPage.css';

/** How a result went: done, waiting on someone (a payment being confirmed, a review), failed, or a note. */
export type ResultStatus = 'success' | 'waiting' | 'error' | 'info';

/** A way on from a result: a button's text and what it does. */
export interface ResultAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface ResultPageProps {
  readonly status: ResultStatus;
  readonly title: ReactNode;
  /** The amount the result is about (paid, to pay), big, with its label above it. */
  readonly amount?: { readonly label: string; readonly value: DecimalInput | null | undefined };
  /** A sentence under the title: what happens next. */
  readonly description?: ReactNode;
  /** Detail lines under the description (an order number, a company, a time). */
  readonly children?: ReactNode;
  /** The one main way on. */
  readonly primary?: ResultAction;
  /** The other way on. */
  readonly secondary?: ResultAction;
  /** A rarer way on, as a plain text button under the two. */
  readonly tertiary?: ResultAction;
}

/**
 * The page of a finished step (a payment, a submitted order, an application): antd-mobile's Result with its
 * status icon, the title, the amount big, a description and the detail lines, then one primary and one
 * secondary action. The block is a live status, so a result that changes (a payment confirmed) is read out.
 */
export function ResultPage({ status, title, amount, description, children, primary, secondary, tertiary }: ResultPageProps) {
  return (
    <section className="app-result-page">
      <div role="status">
        <Result
          className={`app-result-page__result app-result-page__result--${status}`}
          status={status}
          title={<h2 className="app-result-page__title">{title}</h2>}
          description={
            amount || description ? (
              <>
                {amount && (
                  <span className="app-result-page__amount">
                    <span className="app-result-page__amount-label">{amount.label}</span>
                    <Money value={amount.value} tone="strong" className="app-result-page__amount-value" />
                  </span>
                )}
                {description && <span className="app-result-page__description">{description}</span>}
              </>
            ) : undefined
          }
        />
        {children && <div className="app-result-page__details">{children}</div>}
      </div>
      {(primary || secondary || tertiary) && (
        <div className="app-result-page__actions">
          {primary && (
            <Button block color="primary" onClick={primary.onClick}>
              {primary.label}
            </Button>
          )}
          {secondary && (
            <Button block onClick={secondary.onClick}>
              {secondary.label}
            </Button>
          )}
          {tertiary && (
            <Button block fill="none" color="primary" onClick={tertiary.onClick}>
              {tertiary.label}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
