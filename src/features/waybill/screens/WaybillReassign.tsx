import Button from 'antd-mobile/es/components/button';
import { Header } from '@/components/Header';
import { NoPermission } from '@/components/NoPermission';
import { StatusBlock } from '@/components/StatusBlock';
import { menuButtons } from '@/lib/constants';
import { useT } from '@/lib/i18n';
import { useNavigate, useRouteQuery } from '@/lib/navigation';
import { loadStateOf, useQuery } from '@/lib/query';
import { href } from '@/lib/routes';
import { useCan } from '@/lib/session';
import { useRouteTitle } from '@/lib/useRouteTitle';
import { ReassignForm } from '../components/ReassignForm';
import { LoadState } from '../components/ui';
import { waybillDetail } from '../queries';
import '../components/waybill.css';

/**
 * /waybill/reassign?waybillId=…: sends a waybill not delivered yet to another of the buyer's addresses
 * (picked on the address pages, which come back here) and/or — before the truck leaves — another take
 * time within the shared take-date and time-slot rules, with a reason; the gateway checks both again. A
 * buyer whose menu tree leaves reassigning out is told so instead of the form (the gateway refuses too).
 */
export default function WaybillReassign() {
  const t = useT();
  const title = useRouteTitle('/waybill/reassign');
  const navigate = useNavigate();
  const { waybillId } = useRouteQuery('/waybill/reassign');
  const here = href('/waybill/reassign', { waybillId });
  const waybill = useQuery(waybillDetail(waybillId));
  const { data } = waybill;
  const mayReassign = useCan(menuButtons.waybillReassign);
  const back = (
    <Button color="primary" onClick={() => void navigate(href('/waybill/detail', { waybillId }), { replace: true })}>
      {t('waybill.reassign.backToDetail')}
    </Button>
  );
  return (
    <div className="app-screen wb-page wb-page--bar">
      <Header title={title} onBack={() => void navigate(href('/waybill/detail', { waybillId }), { replace: true })} />
      <LoadState {...loadStateOf(waybill)}>
        {data &&
          (!mayReassign ? (
            <NoPermission btnId={menuButtons.waybillReassign}>{back}</NoPermission>
          ) : data.canReassign ? (
            <ReassignForm key={data.waybillId} waybill={data} here={here} />
          ) : (
            <StatusBlock status="default" title={t('waybill.reassign.notAllowed')}>
              {back}
            </StatusBlock>
          ))}
      </LoadState>
    </div>
  );
}
