import { Button, Checkbox, Radio, Space, SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useGoBack, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useSnapshot } from 'valtio';
import { Header } from '@/components/Header';
import { useT } from '@/lib/i18n';
import { formatMoney, chosenAddons, formatAddonTotal, splitAddonName, type AddonChoice, type AddonGroup, type SpecialGroup } from '@/domain';
import { addonsStore, choose, clearChoice, loadAddons } from '../store';
import '../components/addons.css';
import { StatusBlock } from '@/components/StatusBlock';

type GroupRef = SpecialGroup | { readonly normal: string };

/**
 * /goodChooseServe: the add-ons of a goods. The mixer-truck choice opens the pumping method (defaulted to
 * its first option), a ground pump opens the supporting item (defaulted too) — the rules of the domain
 * module, applied on every tap. The subtotal leaves the pumping method out (§5). Choices are kept per
 * goods in this tab; Done goes back to the goods page.
 */
export default function ChooseService() {
  const t = useT();
  const goBack = useGoBack();
  const { goodsId, contractId } = useRouteQuery('/goodChooseServe');
  const snap = useSnapshot(addonsStore);

  useEffect(() => {
    void loadAddons(goodsId, contractId);
  }, [goodsId, contractId]);

  // Back to the goods page: the one before in the app, else (a link or a reload opened this page) the goods' own.
  const done = () => goBack(href('/shoppingDetail', { goodsId, contractId }));

  const choice = snap.choice as AddonChoice | null;
  let body;
  if (snap.status === 'error') {
    body = (
      <StatusBlock status="default" title={t('addons.loadFailed')} description={snap.error}>
        <Button color="primary" onClick={() => void loadAddons(goodsId, contractId)}>
          {t('addons.retry')}
        </Button>
      </StatusBlock>
    );
  } else if (choice === null || snap.status !== 'ready') {
    body = (
      <div className="addons-loading">
        <SpinLoading color="primary" aria-label={t('common.loading')} />
      </div>
    );
  } else {
    const groups: [AddonGroup, GroupRef, 'radio' | 'check', string?][] = [];
    if (choice.mixerGroup) groups.push([choice.mixerGroup, 'mixerGroup', 'check']);
    if (choice.pumpingMethodGroup && choice.isBengsong) groups.push([choice.pumpingMethodGroup, 'pumpingMethodGroup', 'radio', t('addons.pumpingHint')]);
    if (choice.supportingGroup && choice.isDibeng) groups.push([choice.supportingGroup, 'supportingGroup', 'radio', t('addons.groundPumpHint')]);
    if (choice.constructionGroup) groups.push([choice.constructionGroup, 'constructionGroup', 'check']);
    for (const g of choice.normalGroups) groups.push([g, { normal: g.additemId }, 'check']);
    body =
      groups.length === 0 ? (
        <StatusBlock status="empty" title={t('addons.empty')} />
      ) : (
        groups.map(([group, ref, kind, hint]) => <GroupSection key={group.additemId} group={group} groupRef={ref} kind={kind} hint={hint} />)
      );
  }

  const chosen = choice ? chosenAddons(choice) : [];
  return (
    <div className="addons-page app-hit-inputs">
      <Header title={t('addons.title')} />
      {snap.goodsName && <p className="addons-goods">{t('addons.goods', { name: snap.goodsName })}</p>}
      <main className="addons-body">{body}</main>
      {choice && snap.status === 'ready' && (
        <footer className="app-bottom-bar addons-footer">
          <div className="addons-footer__summary">
            <p className="addons-footer__chosen">
              {chosen.length > 0 ? t('addons.chosen', { names: chosen.map((c) => c.additemName).join('、') }) : t('addons.noneChosen')}
            </p>
            <p className="addons-footer__total" aria-live="polite">
              {t('addons.subtotal', { price: formatAddonTotal(choice) })}
            </p>
            {choice.isBengsong && <p className="addons-footer__note">{t('addons.pumpingExcluded')}</p>}
          </div>
          <Space>
            <Button size="small" onClick={clearChoice} disabled={chosen.length === 0}>
              {t('addons.clear')}
            </Button>
            <Button size="small" color="primary" onClick={done}>
              {t('addons.confirm')}
            </Button>
          </Space>
        </footer>
      )}
    </div>
  );
}

function GroupSection({ group, groupRef, kind, hint }: { group: AddonGroup; groupRef: GroupRef; kind: 'radio' | 'check'; hint?: string | undefined }) {
  const t = useT();
  const headingId = `addon-group-${group.additemId}`;
  // The name shows split after 3 characters (a long name wraps as 汽车泵 / 送费, §4); the label reads whole.
  const label = (name: string, price: string | null, negotiate?: boolean) => {
    const whole = negotiate ? t('addons.negotiate', { name }) : t('addons.item', { name, price: formatMoney(price) });
    const [first, rest] = splitAddonName(name);
    const at = Math.max(0, whole.indexOf(name));
    return (
      <>
        <span className="addons-item__label">{whole}</span>
        <span className="addons-item__shown" aria-hidden="true">
          {whole.slice(0, at)}
          <span className="addons-item__name">
            <span>{first}</span>
            {rest !== undefined && <span>{rest}</span>}
          </span>
          {whole.slice(at + name.length)}
        </span>
      </>
    );
  };
  return (
    <section className="addons-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="addons-group__title">
        {group.additemName}
      </h2>
      {hint && <p className="addons-group__hint">{hint}</p>}
      <div className="addons-group__items" role={kind === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {group.children.map((item) =>
          kind === 'radio' ? (
            <Radio key={item.additemId} className="addons-item" checked={item.checked ?? false} onChange={() => choose(groupRef, item.additemId)}>
              {label(item.additemName, item.additemPrice, item.ifNegotiate)}
            </Radio>
          ) : (
            <Checkbox key={item.additemId} className="addons-item" checked={item.checked ?? false} onChange={() => choose(groupRef, item.additemId)}>
              {label(item.additemName, item.additemPrice, item.ifNegotiate)}
            </Checkbox>
          ),
        )}
      </div>
    </section>
  );
}
