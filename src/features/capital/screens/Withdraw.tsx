import { useEffect, useRef, useState } from 'react';
import { Section } from '@/components/Card';
import { TextField, useFormKit } from '@/components/Form';
import { Header } from '@/components/Header';
import { money } from '@/components/Money';
import { withdrawAmountProblem } from '@/domain';
import { askPayPassword, payPasswordErrorText } from '@/features/pay';
import { api } from '@/lib/api';
import { capitalWithdrawFields } from '@/lib/fields';
import { menuButtons } from '@/lib/constants';
import { t as say, useT } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/navigation';
import { callKey, invalidate, loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { isFormatValid } from '@/lib/validation';
import type { BankCard, CapitalAccount } from '../api';
import { CapitalForm, LoadState } from '../components/ui';
import { capitalAccount } from '../queries';
import { withdrawKeyOf } from '../store';
import '../components/capital.css';

/** A bound card's last four digits as the buyer tells it apart beside its bank name: "尾号0123" / "ending 0123". */
function cardEnding(t: ReturnType<typeof useT>, card: BankCard): string {
  return t('capital.common.cardEnding', { last4: card.cardNoMasked.slice(-4) });
}

/** The bound card chosen, or the first one when the kept choice is no longer bound. */
const cardOf = (account: CapitalAccount, cardId: string): BankCard | undefined =>
  account.bankCards.find((c) => c.bankCardId === cardId) ?? account.bankCards[0];

/** The buyer's words for an amount over what is available or not above 0 (the format is the rule's), or null. */
function withdrawAmountMessage(amount: string, available: string): string | null {
  if (!isFormatValid('amount2dp', amount)) return null;
  const problem = withdrawAmountProblem(amount, available);
  if (problem === 'exceeds') return say('capital.withdraw.exceeds', { amount: money(available) });
  return problem && say(`capital.withdraw.${problem}`);
}

/** The bound cards as a choice; the first is chosen until the buyer picks another. */
function CardChoice({ cards, chosen, onChoose }: { cards: readonly BankCard[]; chosen: string; onChoose: (id: string) => void }) {
  const t = useT();
  return (
    <div role="radiogroup" aria-label={t('capital.withdraw.cards')} className="cap-choice">
      {cards.map((card) => (
        <button
          key={card.bankCardId}
          type="button"
          role="radio"
          aria-checked={chosen === card.bankCardId}
          className={chosen === card.bankCardId ? 'cap-bank cap-bank--choice cap-bank--on' : 'cap-bank cap-bank--choice'}
          onClick={() => onChoose(card.bankCardId)}
        >
          <span className="cap-bank__name">{card.bankName}</span>
          <span className="cap-bank__no">{cardEnding(t, card)}</span>
        </button>
      ))}
    </div>
  );
}

/** The buyer closed the pay-password keyboard: nothing was sent, and nothing is said. */
class PasswordNotGiven extends Error {}

type WithdrawValues = { cardId: string; amount: string };

function WithdrawForm({ account }: { account: CapitalAccount }) {
  const t = useT();
  const navigate = useNavigate();
  // The card and the amount are kept in the tab until the withdrawal went through (a failure, a reload,
  // a login in between lose nothing); the pay password is never kept: it is asked at every tap.
  const typed = useRef<WithdrawValues>({ cardId: '', amount: '' });
  const [keyKeeper] = useState(() => withdrawKeyOf(() => typed.current));
  const kit = useFormKit({
    defaultValues: (): WithdrawValues => ({ cardId: account.bankCards[0]?.bankCardId ?? '', amount: '' }),
    rules: { amount: { ...capitalWithdrawFields.amount, rule: 'amount2dp' } },
    messages: { amount: { required: 'capital.withdraw.required' } },
    normalize: (form) => ({ ...form, amount: form.amount.trim() }),
    check: (form) => ({ amount: withdrawAmountMessage(form.amount, account.availableBalance) }),
    draft: 'capital.withdraw',
    submit: {
      write: async (form, idempotencyKey) => {
        const card = cardOf(account, form.cardId);
        if (!card) throw new PasswordNotGiven();
        const payPassword = await askPayPassword(
          t('capital.withdraw.passwordTitle'),
          t('capital.withdraw.passwordHint', { amount: money(form.amount), bank: card.bankName, card: cardEnding(t, card) }),
        );
        if (payPassword === null) throw new PasswordNotGiven();
        return api.capital.withdraw({ amount: form.amount, bankCardId: card.bankCardId, payPassword, idempotencyKey });
      },
      idempotent: { prefix: 'wd', stored: keyKeeper },
      invalidates: [callKey('capital.account'), callKey('capital.bills')],
      // Said in the form (a wrong or locked pay password with the tries or time left); a closed keyboard says nothing.
      showError: 'none',
      message: (_text, error) => (error instanceof PasswordNotGiven ? '' : t('capital.withdraw.failed', { message: payPasswordErrorText(error) })),
      // The balance may have changed (a withdrawal made whose answer was lost): shown again.
      onError: (error) => (error instanceof PasswordNotGiven ? undefined : invalidate(callKey('capital.account'))),
      onSuccess: (done) => {
        showToast(done.expectedArrival ? t('capital.withdraw.done', { time: done.expectedArrival }) : t('capital.withdraw.doneNoTime'));
        void navigate(href('/myCapital'), { replace: true });
      },
    },
  });
  useEffect(() => {
    typed.current = { cardId: cardOf(account, kit.values.cardId)?.bankCardId ?? '', amount: kit.values.amount };
  }, [account, kit.values]);
  // A kept card that is no longer bound falls back to the first one.
  const card = cardOf(account, kit.values.cardId);

  return (
    <CapitalForm
      label={t('capital.withdraw.label')}
      formError={kit.write.error}
      submitText={t('capital.withdraw.submit')}
      running={kit.write.pending}
      onSubmit={() => void kit.submit()}
      after={
        <Link className="app-link cap-form__after" to={href('/myCapital/resetPassword')}>
          {t('capital.withdraw.forgot')}
        </Link>
      }
    >
      <div className="cap-form__block">
        <p className="app-field-label">{t('capital.withdraw.card')}</p>
        <CardChoice cards={account.bankCards} chosen={card?.bankCardId ?? ''} onChoose={(cardId) => kit.set('cardId', cardId)} />
      </div>
      <TextField
        stacked
        label={t('capital.withdraw.amount')}
        inputMode="decimal"
        maxLength={15}
        placeholder={t('capital.withdraw.amountPlaceholder')}
        extra={
          <button type="button" className="app-link" onClick={() => kit.set('amount', account.availableBalance)}>
            {t('capital.withdraw.all')}
          </button>
        }
        {...kit.text('amount')}
      />
      <p className="cap-muted cap-form__note">{t('capital.withdraw.available', { amount: money(account.availableBalance) })}</p>
    </CapitalForm>
  );
}

/**
 * /myCapital/withdraw: withdraws to a bound card — the card, the amount (more than 0, at most the
 * available balance, 2 decimals: checked here first, nothing sent when wrong), then the pay password on
 * the numeric password keyboard (the cashier's askPayPassword). A wrong or locked password says so in
 * the buyer's language and the balance stays; done, the wallet shows the new balance. Without a card or
 * a pay password it says which to set up first; without the menu tree's withdraw button, that it is not allowed.
 */
export default function Withdraw() {
  const t = useT();
  const title = useRouteTitle('/myCapital/withdraw');
  // Withdrawing is a button of the menu tree: without it the screen says so and sends nothing (the
  // gateway refuses capital.withdraw too, NO_PERMISSION).
  const mayWithdraw = useCan(menuButtons.capitalWithdraw);
  const account = useQuery(capitalAccount());
  const data = account.data;
  if (!mayWithdraw) {
    return (
      <div className="app-screen cap-page">
        <Header title={title} />
        <Section title={t('capital.withdraw.noPermission')}>
          <Link className="app-link" to={href('/myCapital')}>
            {t('capital.withdraw.toWallet')}
          </Link>
        </Section>
      </div>
    );
  }
  return (
    <div className="app-screen cap-page">
      <Header title={title} />
      {/* A failed refresh (after a failed withdrawal, maybe offline) keeps the form and what is typed; its own message says what failed. */}
      <LoadState {...loadStateOf(account)}>
        {data && data.bankCards.length === 0 && (
          <Section title={t('capital.withdraw.noCard')}>
            <Link className="app-link" to={href('/myCapital/bindCard')}>
              {t('capital.home.bindCard')}
            </Link>
          </Section>
        )}
        {data && data.bankCards.length > 0 && !data.hasPayPassword && (
          <Section title={t('capital.withdraw.noPassword')}>
            <Link className="app-link" to={href('/myCapital/resetPassword')}>
              {t('capital.home.setPassword')}
            </Link>
          </Section>
        )}
        {data && data.bankCards.length > 0 && data.hasPayPassword && <WithdrawForm account={data} />}
      </LoadState>
    </div>
  );
}
