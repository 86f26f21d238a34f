import { useRouteTitle } from '@/lib/useRouteTitle';
import { EnterpriseGate } from '../components/EnterpriseGate';
import { EnterpriseSteps } from '../components/EnterpriseSteps';
import { QualificationStep } from '../components/QualificationStep';

/** /enterpriseRegistration/stepTow_first_in: step two right after step one was sent (the first visit to it). */
export default function EnterpriseStepTwoFirst() {
  const title = useRouteTitle('/enterpriseRegistration/stepTow_first_in');
  return (
    <EnterpriseGate title={title} pages={['stepTwo']}>
      {({ registration }) => (
        <>
          <EnterpriseSteps current={1} />
          <QualificationStep registration={registration} firstVisit />
        </>
      )}
    </EnterpriseGate>
  );
}
