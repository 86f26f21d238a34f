import { Button, Tag } from 'antd-mobile';
import { type Href, useNavigate } from '@/lib/navigation';
import { useT } from '@/lib/i18n';
import type { MessageKey } from '@/lib/i18n';
import { Section } from './ui';

export interface PickCarriersProps {
  /** What picks up, as tags. */
  readonly items: readonly { readonly id: string; readonly text: string }[];
  /** The picker page, opened with the confirm page as its `from`. */
  readonly pickerHref: Href;
  /** The section title, the picker button and the nothing-chosen text. */
  readonly texts: { readonly title: MessageKey; readonly choose: MessageKey; readonly none: MessageKey };
  /** The buyer tried to submit without any: the nothing-chosen text shows as an error. */
  readonly missing: boolean;
}

/** The buyer's vehicles or ships that pick a self-pickup up, chosen on their picker page. */
export function PickCarriers({ items, pickerHref, texts, missing }: PickCarriersProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Section
      title={t(texts.title)}
      extra={
        <Button size="mini" color="primary" fill="outline" onClick={() => void navigate(pickerHref)}>
          {t(texts.choose)}
        </Button>
      }
    >
      {items.length > 0 ? (
        <div className="ord-tags">
          {items.map((item) => (
            <Tag key={item.id} color="primary" fill="outline">
              {item.text}
            </Tag>
          ))}
        </div>
      ) : (
        <div className={missing ? 'ord-error' : 'ord-muted'}>{t(texts.none)}</div>
      )}
    </Section>
  );
}
