import { AddonGroups } from '@/components/AddonGroups';
import { chooseAddon, shownAddonGroups, type AddonChoice, type AddonGroupsPart } from '@/domain';
import { useT } from '@/lib/i18n';
import { LoadState, Section } from './ui';

/**
 * The concrete form's services: the pumping chain and the other services under titles of their own (a
 * part without groups shows no section); a failed load shows its retry under the pumping title.
 */
export function ConcreteAddons({
  choice,
  error,
  onRetry,
  onChange,
}: {
  choice: AddonChoice | null;
  error: unknown;
  onRetry: () => void;
  onChange: (next: AddonChoice) => void;
}) {
  const t = useT();
  if (!choice) {
    return error ? (
      <Section title={t('order.concrete.pumping')}>
        <LoadState loading={false} error={error} onRetry={onRetry}>
          {null}
        </LoadState>
      </Section>
    ) : null;
  }
  const part = (name: AddonGroupsPart, title: string) =>
    shownAddonGroups(choice, name).length > 0 ? (
      <Section title={title}>
        <AddonGroups
          choice={choice}
          part={name}
          idPrefix={`concrete-addon-${name}`}
          inCard
          headingLevel={3}
          onChoose={(ref, additemId) => onChange(chooseAddon(choice, ref, additemId))}
        />
      </Section>
    ) : null;
  return (
    <>
      {part('pumping', t('order.concrete.pumping'))}
      {part('others', t('order.concrete.otherServices'))}
    </>
  );
}
