import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { type KitTextProps, TextAreaField, useFormKit } from '@/components/Form';
import { ImageUpload } from '@/components/ImageUpload';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { useNavigate } from '@/lib/navigation';
import { callKey, invalidate } from '@/lib/query';
import { href } from '@/lib/routes';
import { showToast } from '@/lib/ui';
import { evaluateOrder, type PendingEvaluation } from '../api';
import {
  emptyEvaluation,
  evaluationMessages,
  evaluationRules,
  MAX_CONTENT,
  MAX_PHOTOS,
  normalizeEvaluation,
  textLength,
  unratedGoods,
  type EvaluationValues,
} from '../form';
import { GoodsLine } from './PagedCards';
import { StarsInput } from './Stars';

/** The photos of the evaluation: uploaded as they are picked (camera or album; pickImage in the app), each removable, up to the spec's most. */
function PhotoPicker({ photos, onChange }: { photos: readonly string[]; onChange: (photos: string[]) => void }) {
  const t = useT();
  return (
    <>
      <h3 className="ev-subheading">{t('evaluation.add.photos', { max: MAX_PHOTOS })}</h3>
      <ImageUpload label={t('evaluation.add.photo')} max={MAX_PHOTOS} value={photos} onChange={onChange} />
    </>
  );
}

/**
 * The text of the evaluation, its problem and its count as the gateway counts (trimmed code points). The
 * box does not stop at the limit: a longer paste stays for the buyer to shorten, the count and the message
 * saying by how much.
 */
function ContentField({ field }: { field: KitTextProps }) {
  const t = useT();
  const length = textLength(field.value);
  return (
    <>
      <TextAreaField label={t('evaluation.add.content')} placeholder={t('evaluation.add.contentPlaceholder')} rows={5} {...field} />
      <p className={length > MAX_CONTENT ? 'ev-count ev-count--over' : 'ev-count'}>{t('evaluation.add.contentCount', { count: length })}</p>
    </>
  );
}

/**
 * The form for the goods of `order` still to evaluate: one evaluation per goods goes out as one write. Problems
 * show once the buyer tried to submit, then follow every change.
 */
export function EvaluationFormView({ order }: { order: PendingEvaluation }) {
  const t = useT();
  const navigate = useNavigate();
  const goodsIds = order.goods.map((g) => g.goodsId);
  const kit = useFormKit<EvaluationValues, void>({
    defaultValues: emptyEvaluation,
    rules: evaluationRules,
    messages: evaluationMessages,
    normalize: normalizeEvaluation,
    check: (values) => {
      const unrated = order.goods.find((g) => unratedGoods(values.goodsScores, [g.goodsId]).length > 0);
      return { goodsScores: unrated ? t('evaluation.errors.goodsScore', { name: unrated.goodsName }) : null };
    },
    submit: {
      write: (values) => evaluateOrder(order, values),
      invalidates: [['evaluation'], ['order']],
      message: (message) => t('evaluation.add.failed', { message }),
      onSuccess: () => {
        showToast(t('evaluation.add.done'));
        void navigate(href('/evaluation', { status: 'done' }), { replace: true });
      },
      // Refused as evaluated already (or no longer completed): what went in meanwhile drops out of the form.
      onError: (failure) =>
        failure instanceof ApiError && failure.status === 409 ? invalidate(callKey('evaluation.pending'), callKey('order.detail')) : undefined,
    },
  });
  const { values } = kit;
  const submitted = kit.form.formState.isSubmitted;
  const unrated = submitted ? unratedGoods(values.goodsScores, goodsIds) : [];
  const anyProblem = Object.keys(kit.form.formState.errors).length > 0;
  const single = order.goods.length === 1;
  return (
    <form
      className="ev-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void kit.submit();
      }}
    >
      <section className="ev-card">
        <div className="ev-card__head">
          <span className="ev-card__title">{order.sellerName}</span>
          <span className="ev-muted">{t('evaluation.add.order', { no: order.orderNo })}</span>
        </div>
        {order.goods.map((goods) => (
          <div key={goods.goodsId} className="ev-form__goods">
            <GoodsLine goods={goods} />
            <StarsInput
              label={single ? t('evaluation.score.goods') : t('evaluation.score.goodsOf', { name: goods.goodsName })}
              value={values.goodsScores[goods.goodsId] ?? 0}
              onChange={(score) => kit.set('goodsScores', { ...values.goodsScores, [goods.goodsId]: score })}
              error={unrated.includes(goods.goodsId) ? t('evaluation.errors.goodsScore', { name: goods.goodsName }) : undefined}
            />
          </div>
        ))}
      </section>

      <section className="ev-card">
        <h2 className="ev-heading">{t('evaluation.add.serviceHeading')}</h2>
        <StarsInput
          label={t('evaluation.score.service')}
          value={values.serviceScore}
          onChange={(score) => kit.set('serviceScore', score)}
          error={kit.errorOf('serviceScore')}
        />
        <StarsInput
          label={t('evaluation.score.logistics')}
          value={values.logisticsScore}
          onChange={(score) => kit.set('logisticsScore', score)}
          error={kit.errorOf('logisticsScore')}
        />
      </section>

      <section className="ev-card">
        <ContentField field={kit.text('content')} />
        <PhotoPicker photos={values.photos} onChange={(photos) => kit.set('photos', photos)} />
        <div className="app-hit-inputs ev-anonymous">
          <Checkbox checked={values.anonymous} onChange={(anonymous) => kit.set('anonymous', anonymous)}>
            {t('evaluation.add.anonymous')}
          </Checkbox>
        </div>
      </section>

      <div className="app-bottom-bar ev-bar">
        {anyProblem && (
          <p className="app-field-error ev-bar__error" role="alert">
            {t('evaluation.errors.fixAbove')}
          </p>
        )}
        <Button block color="primary" type="submit" loading={kit.write.pending} loadingText={t('evaluation.add.submitting')}>
          {t('evaluation.add.submit')}
        </Button>
      </div>
    </form>
  );
}
