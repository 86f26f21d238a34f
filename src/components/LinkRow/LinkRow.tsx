import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { type Href, Link } from '@/lib/navigation';
import './linkRow.css';

interface RowContent {
  /** What the row leads to or does (its accessible name, with the state). */
  readonly children: ReactNode;
  /** Before the label: an icon, or a short label of its own (配送, 促销 on the goods detail). */
  readonly prefix?: ReactNode;
  /** A second line under the label. */
  readonly description?: ReactNode;
  /** A state on the right (已认证, a count, a masked mobile, how many searches are kept). */
  readonly state?: ReactNode;
}

/** A row leading to a page (with the list's arrow), or a row doing something on this one (a button, no arrow). */
export type LinkRowProps = RowContent & ({ readonly to: Href } | { readonly onClick: () => void; readonly disabled?: boolean });

/**
 * A row of a list (antd-mobile's List.Item) that leads to a page or does one thing: the whole row is the
 * link or button, at least a tap target tall, its label on the left and an optional state on the right.
 */
export function LinkRow(props: LinkRowProps) {
  const { children, prefix, description } = props;
  const state = props.state !== undefined && props.state !== null && props.state !== false ? <span className="app-link-row__state">{props.state}</span> : null;
  // A link's name says where it goes and in what state (更换手机号 138****0000); a button's name is its action
  // alone, its state beside it.
  return 'to' in props ? (
    <List.Item className="app-link-row" prefix={prefix} description={description} arrowIcon>
      <Link className="app-link-row__link" to={props.to}>
        <span>{children}</span>
        {state}
      </Link>
    </List.Item>
  ) : (
    <List.Item className="app-link-row" prefix={prefix} description={description} extra={state}>
      <button type="button" className="app-link-row__link app-link-row__button" disabled={props.disabled} onClick={props.onClick}>
        {children}
      </button>
    </List.Item>
  );
}
