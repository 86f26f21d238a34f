import type { Snapshot } from 'valtio';
import { errorText } from '@/lib/api';
import { useT } from '@/lib/i18n';
import { showErrorBanner } from '@/lib/ui';
import type { Evaluation } from '../api';
import { viewPhotos } from '../photos';
import { StarsView } from './Stars';

/**
 * What an evaluation says, wherever it shows (the buyer's list, its detail, a goods' reviews): the three
 * scores, the text, the photos (a tap shows them full screen) and the seller's reply.
 */
export function EvaluationBody({ evaluation, showReplyTime = false }: { evaluation: Snapshot<Evaluation>; showReplyTime?: boolean }) {
  const t = useT();
  const photos = evaluation.imageUrls ?? [];
  const open = (index: number) => viewPhotos(photos, index).catch((failure: unknown) => showErrorBanner(errorText(failure)));
  return (
    <>
      <div className="ev-scores">
        <StarsView label={t('evaluation.score.goods')} value={evaluation.goodsScore} />
        {evaluation.serviceScore !== undefined && <StarsView label={t('evaluation.score.service')} value={evaluation.serviceScore} />}
        {evaluation.logisticsScore !== undefined && <StarsView label={t('evaluation.score.logistics')} value={evaluation.logisticsScore} />}
      </div>
      <p className={evaluation.content ? 'ev-content' : 'ev-content ev-content--none'}>{evaluation.content ?? t('evaluation.item.noContent')}</p>
      {photos.length > 0 && (
        <ul className="ev-photos" aria-label={t('evaluation.item.photos')}>
          {photos.map((url, index) => (
            <li key={index}>
              <button type="button" className="ev-photo" aria-label={t('evaluation.item.photo', { index: index + 1 })} onClick={() => void open(index)}>
                <img src={url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {evaluation.replyContent && (
        <div className="ev-reply">
          <p>{t('evaluation.item.reply', { content: evaluation.replyContent })}</p>
          {showReplyTime && evaluation.replyTime && <p className="ev-muted">{t('evaluation.detail.replyTime', { time: evaluation.replyTime })}</p>}
        </div>
      )}
    </>
  );
}
