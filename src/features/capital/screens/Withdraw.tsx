import { useState } from 'react';
import { TextField, useFormDraft } from '@/components/Form';
import { Header } from '@/components/Header';
import { useClickGuard } from '@/components/ClickGuard';
import { withdrawAmountProblem } from '@/domain';
import { askPayPassword, payPasswordErrorText } from '@/features/pay';
import { useServerData } from '@/lib/data';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { Link, useNavigate } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { checkFormat } from '@/lib/validation';
import { capitalApi, type BankCard, type CapitalAccount } from '../api';
import { CapitalForm, LoadState, Section } from '../components/ui';
import { forgetWithdraw, withdrawKey } from '../store';
import '../components/capital.css';

/** A bound card's last four digits as the buyer tells it apart beside its bank name: "尾号0123" / "ending 0123". */
function cardEnding(t: ReturnType<typeof useT>, card: BankCard): string {
  return t('capital.common.cardEnding', { last4: card.cardNoMasked.slice(-4) });
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

function WithdrawForm({ account, onFailed }: { account: CapitalAccount; onFailed: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  // The card and the amount are kept in the tab until the withdrawal went through (a failure, a reload,
  // a login in between lose nothing); the pay password is never kept: it is asked at every tap.
  const [draft, setDraft, clearDraft] = useFormDraft('capital.withdraw', () => ({ cardId: account.bankCards[0]?.bankCardId ?? '', amount: '' }));
  const { amount } = draft;
  const setAmount = (next: string) => setDraft((current) => ({ ...current, amount: next }));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { guard, running } = useClickGuard();
  // A kept card that is no longer bound falls back to the first one.
  const card = account.bankCards.find((c) => c.bankCardId === draft.cardId) ?? account.bankCards[0];

  const problemOf = (text: string): string | null => {
    if (!text) return t('capital.withdraw.required');
    const format = checkFormat('amount2dp', text);
    if (format) return t(format);
    const problem = withdrawAmountProblem(text, account.availableBalance);
    if (problem === 'exceeds') return t('capital.withdraw.exceeds', { amount: account.availableBalance });
    return problem && t(`capital.withdraw.${problem}`);
  };

  const submit = guard(async () => {
    setFormError(null);
    const text = amount.trim();
    const problem = problemOf(text);
    setAmountError(problem);
    if (problem || !card) return;
    const password = await askPayPassword(
      t('capital.withdraw.passwordTitle'),
      t('capital.withdraw.passwordHint', { amount: text, bank: card.bankName, card: cardEnding(t, card) }),
    );
    if (password === null) return;
    try {
      const done = await capitalApi.withdraw({
        amount: text,
        bankCardId: card.bankCardId,
        payPassword: password,
        idempotencyKey: withdrawKey(card.bankCardId, text),
      });
      forgetWithdraw();
      clearDraft();
      showToast(done.expectedArrival ? t('capital.withdraw.done', { time: done.expectedArrival }) : t('capital.withdraw.doneNoTime'));
      void navigate(href('/myCapital'), { replace: true });
    } catch (error) {
      setFormError(t('capital.withdraw.failed', { message: payPasswordErrorText(error) }));
      onFailed();
    }
  });

  return (
    <CapitalForm
      label={t('capital.withdraw.label')}
      formError={formError}
      submitText={t('capital.withdraw.submit')}
      running={running}
      onSubmit={() => void submit()}
      after={
        <Link className="cap-link cap-form__after" to={href('/myCapital/resetPassword')}>
          {t('capital.withdraw.forgot')}
        </Link>
      }
    >
      <div className="cap-form__block">
        <p className="app-field-label">{t('capital.withdraw.card')}</p>
        <CardChoice cards={account.bankCards} chosen={card?.bankCardId ?? ''} onChoose={(cardId) => setDraft((current) => ({ ...current, cardId }))} />
      </div>
      <TextField
        id="withdraw-amount"
        label={t('capital.withdraw.amount')}
        required
        inputMode="decimal"
        maxLength={15}
        placeholder={t('capital.withdraw.amountPlaceholder')}
        value={amount}
        onChange={setAmount}
        error={amountError}
        extra={
          <button type="button" className="cap-link" onClick={() => setAmount(account.availableBalance)}>
            {t('capital.withdraw.all')}
          </button>
        }
      />
      <p className="cap-muted cap-form__note">{t('capital.withdraw.available', { amount: account.availableBalance })}</p>
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
  const { data, loading, error, reload } = useServerData((signal) => capitalApi.account(signal), []);
  if (!mayWithdraw) {
    return (
      <div className="app-screen cap-page">
        <Header title={title} />
        <Section title={t('capital.withdraw.noPermission')}>
          <Link className="cap-link" to={href('/myCapital')}>
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
      <LoadState loading={loading && !data} error={data ? null : error} onRetry={reload}>
        {data && data.bankCards.length === 0 && (
          <Section title={t('capital.withdraw.noCard')}>
            <Link className="cap-link" to={href('/myCapital/bindCard')}>
              {t('capital.home.bindCard')}
            </Link>
          </Section>
        )}
        {data && data.bankCards.length > 0 && !data.hasPayPassword && (
          <Section title={t('capital.withdraw.noPassword')}>
            <Link className="cap-link" to={href('/myCapital/resetPassword')}>
              {t('capital.home.setPassword')}
            </Link>
          </Section>
        )}
        {data && data.bankCards.length > 0 && data.hasPayPassword && <WithdrawForm account={data} onFailed={reload} />}
      </LoadState>
    </div>
  );
}
