import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useState } from 'react';
import { Header } from '@/components/Header';
import { ErrorState, LoadingState } from '@/components/LoadState';
import { StatusBlock } from '@/components/StatusBlock';
import { ApiError, errorText } from '@/lib/api';
import { useServerData } from '@/lib/data';
import { useT } from '@/lib/i18n';
import { Link, useNavigate, useRouteQuery } from '@/lib/navigation';
import { href } from '@/lib/routes';
import { showErrorBanner, showToast } from '@/lib/ui';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { evaluationApi, type PendingEvaluation } from '../api';
import { StarsInput } from '../components/Stars';
import { evaluationProblems, isClean, MAX_PHOTOS, textLength, type EvaluationProblems } from '../form';
import { pickPhotos } from '../photos';
import '../evaluation.css';

/**
 * /evaluation/addEvaluate?orderId=…[&goodsId=…]: evaluates a completed order of the buyer — stars for each
 * of its goods not evaluated yet (or the one goodsId names), for the service and for the delivery, a text,
 * photos (the app's picker, a file input in a browser) and anonymity. Each goods is evaluated once: an
 * order already evaluated, or not completed, says so instead of showing the form. Bad input shows its
 * message and sends nothing.
 */
export default function AddEvaluation() {
  const t = useT();
  const title = useRouteTitle('/evaluation/addEvaluate');
  const { orderId, goodsId } = useRouteQuery('/evaluation/addEvaluate');
  const { data, error, loading, reload } = useServerData(
    async (signal) => {
      const [status, pending] = await Promise.all([
        evaluationApi.orderStatus(orderId, signal),
        evaluationApi.pending({ orderId, pageNum: 1, pageSize: 1 }, signal),
      ]);
      return { status, order: pending.list[0] };
    },
    [orderId],
  );

  let body;
  if (error) {
    const missing = error instanceof ApiError && error.status === 404;
    body = (
      <ErrorState
        title={missing ? t('evaluation.add.notFound') : t('evaluation.add.loadFailed')}
        detail={missing ? undefined : errorText(error)}
        onRetry={missing ? undefined : reload}
      />
    );
  } else if (loading || !data) {
    body = <LoadingState />;
  } else if (data.status !== 'completed') {
    body = <StatusBlock status="empty" title={t('evaluation.add.notCompleted')} />;
  } else {
    const goods = (data.order?.goods ?? []).filter((g) => goodsId === undefined || g.goodsId === goodsId);
    body =
      data.order && goods.length > 0 ? (
        <EvaluationFormView order={{ ...data.order, goods }} onStale={reload} />
      ) : (
        <StatusBlock status="empty" title={t('evaluation.add.alreadyDone')} description={t('evaluation.add.alreadyDoneHint')}>
          <Link to={href('/evaluation', { status: 'done' })} className="ev-link">
            {t('evaluation.add.viewDone')}
          </Link>
        </StatusBlock>
      );
  }
  return (
    <div className="app-screen ev-page">
      <Header title={title} />
      {body}
    </div>
  );
}

/** The form for the goods of `order` still to evaluate. */
function EvaluationFormView({ order, onStale }: { order: PendingEvaluation; onStale: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const [goodsScores, setGoodsScores] = useState<Record<string, number>>({});
  const [serviceScore, setServiceScore] = useState(0);
  const [logisticsScore, setLogisticsScore] = useState(0);
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [anonymous, setAnonymous] = useState(false);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const form = { goodsScores, serviceScore, logisticsScore, content };
  const goodsIds = order.goods.map((g) => g.goodsId);
  // Problems show once the buyer tried to submit, then follow every change.
  const problems: EvaluationProblems = checked ? evaluationProblems(form, goodsIds) : { goods: [] };
  const room = MAX_PHOTOS - photos.length;

  const addPhotos = async () => {
    try {
      const picked = await pickPhotos(room);
      setPhotos((current) => [...current, ...picked].slice(0, MAX_PHOTOS));
    } catch (failure) {
      showErrorBanner(t('evaluation.add.photoFailed', { message: errorText(failure) }));
    }
  };

  const submit = async () => {
    setChecked(true);
    if (!isClean(evaluationProblems(form, goodsIds))) return;
    setSubmitting(true);
    const text = content.trim();
    try {
      // One evaluation per goods; the service, delivery, text and photos are the order's.
      for (const goods of order.goods) {
        await evaluationApi.add({
          orderId: order.orderId,
          orderItemId: goods.orderItemId,
          goodsId: goods.goodsId,
          goodsScore: goodsScores[goods.goodsId]!,
          serviceScore,
          logisticsScore,
          ...(text ? { content: text } : {}),
          ...(photos.length > 0 ? { imageUrls: photos } : {}),
          anonymous,
        });
      }
      showToast(t('evaluation.add.done'));
      void navigate(href('/evaluation', { status: 'done' }), { replace: true });
    } catch (failure) {
      showErrorBanner(t('evaluation.add.failed', { message: errorText(failure) }));
      // Refused as evaluated already (or no longer completed): what went in meanwhile drops out of the form.
      if (failure instanceof ApiError && failure.status === 409) onStale();
    } finally {
      setSubmitting(false);
    }
  };

  const single = order.goods.length === 1;
  const anyProblem = !isClean(problems);
  return (
    <form
      className="ev-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <section className="ev-card">
        <div className="ev-card__head">
          <span className="ev-card__title">{order.sellerName}</span>
          <span className="ev-muted">{t('evaluation.add.order', { no: order.orderNo })}</span>
        </div>
        {order.goods.map((goods) => (
          <div key={goods.goodsId} className="ev-form__goods">
            <div className="ev-goods">
              <img src={goods.image} alt="" className="ev-goods__image" />
              <div>
                <div className="ev-goods__name">{goods.goodsName}</div>
                <div className="ev-muted">{goods.varietyName}</div>
              </div>
            </div>
            <StarsInput
              label={single ? t('evaluation.score.goods') : t('evaluation.score.goodsOf', { name: goods.goodsName })}
              value={goodsScores[goods.goodsId] ?? 0}
              onChange={(score) => setGoodsScores((current) => ({ ...current, [goods.goodsId]: score }))}
              error={problems.goods.includes(goods.goodsId) ? t('evaluation.errors.goodsScore', { name: goods.goodsName }) : undefined}
            />
          </div>
        ))}
      </section>

      <section className="ev-card">
        <h2 className="ev-heading">{t('evaluation.add.serviceHeading')}</h2>
        <StarsInput
          label={t('evaluation.score.service')}
          value={serviceScore}
          onChange={setServiceScore}
          error={problems.serviceScore && t(problems.serviceScore)}
        />
        <StarsInput
          label={t('evaluation.score.logistics')}
          value={logisticsScore}
          onChange={setLogisticsScore}
          error={problems.logisticsScore && t(problems.logisticsScore)}
        />
      </section>

      <section className="ev-card">
        <label htmlFor="ev-content" className="ev-heading">
          {t('evaluation.add.content')}
        </label>
        <textarea
          id="ev-content"
          className="ev-textarea"
          rows={5}
          value={content}
          placeholder={t('evaluation.add.contentPlaceholder')}
          aria-invalid={problems.content ? true : undefined}
          aria-describedby="ev-content-count"
          onChange={(event) => setContent(event.target.value)}
        />
        <div className="ev-textarea__foot">
          {problems.content ? (
            <span className="app-field-error" role="alert">
              {t(problems.content)}
            </span>
          ) : (
            <span />
          )}
          <span id="ev-content-count" className={textLength(content) > 500 ? 'ev-count ev-count--over' : 'ev-count'}>
            {t('evaluation.add.contentCount', { count: textLength(content) })}
          </span>
        </div>

        <h3 className="ev-subheading">{t('evaluation.add.photos', { max: MAX_PHOTOS })}</h3>
        <ul className="ev-photos ev-photos--edit">
          {photos.map((url, index) => (
            <li key={index} className="ev-photo">
              <img src={url} alt="" />
              <button
                type="button"
                className="ev-photo__remove"
                aria-label={t('evaluation.add.removePhoto', { index: index + 1 })}
                onClick={() => setPhotos((current) => current.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
          {room > 0 && (
            <li>
              <button type="button" className="ev-photo ev-photo--add" aria-label={t('evaluation.add.addPhoto')} onClick={() => void addPhotos()}>
                <span aria-hidden="true">+</span>
              </button>
            </li>
          )}
        </ul>

        <div className="app-hit-inputs ev-anonymous">
          <Checkbox checked={anonymous} onChange={setAnonymous}>
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
        <Button block color="primary" type="submit" loading={submitting} loadingText={t('evaluation.add.submitting')}>
          {t('evaluation.add.submit')}
        </Button>
      </div>
    </form>
  );
}
