import { useRouteTitle } from '@/lib/useRouteTitle';
import { EnterpriseGate } from '../components/EnterpriseGate';
import { EnterpriseSteps } from '../components/EnterpriseSteps';
import { QualificationStep } from '../components/QualificationStep';

/** /enterpriseRegistration/stepTow: step two of an application whose step one was saved before (the buyer came back to it). */
export default function EnterpriseStepTwo() {
  const title = useRouteTitle('/enterpriseRegistration/stepTow');
  return (
    <EnterpriseGate title={title} pages={['stepTwo']}>
      {({ registration }) => (
        <>
          <EnterpriseSteps current={1} />
          <QualificationStep registration={registration} firstVisit={false} />
        </>
      )}
    </EnterpriseGate>
  );
}
