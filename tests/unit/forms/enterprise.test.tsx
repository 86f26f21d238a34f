// @vitest-environment happy-dom
// Bad input in the enterprise upgrade: step one (/enterpriseRegistration, enterprise.submitBasic: company
// name, unified social credit code, legal representative, contact and mobile) and step two
// (/enterpriseRegistration/stepTow, enterprise.submitQualification: bank, account name and the company's
// account number). The pictures are a draft kept from an earlier visit, so only the typed field under test
// can be wrong; every generated bad value shows a catalogue message under its field and sends nothing.
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { afterEach, describe, it } from 'vitest';
import EnterpriseRegistration from '../../../src/features/enterprise/screens/EnterpriseRegistration.tsx';
import EnterpriseStepTwo from '../../../src/features/enterprise/screens/EnterpriseStepTwo.tsx';
import { FORM_DRAFT_PREFIX } from '../../../src/components/Form/index.ts';
import { ENTERPRISE_DRAFTS } from '../../../src/features/enterprise/form.ts';
import { persisted } from '../../../src/lib/storage.ts';
import { setToken, setUserInfo } from '../../../src/lib/session/index.ts';
import { badCardNo, badCreditCode, badMobile, blank, controlChar, message, oversize, scriptPayload, withControlChar } from '../support/badInput.ts';
import { clearScreen, expectRefused, paste } from '../support/forms.ts';
import { installGateway, ok, renderScreen, setUpScreenTest, tearDownScreenTest } from '../support/harness.tsx';

afterEach(() => {
  clearScreen();
  sessionStorage.clear();
  tearDownScreenTest();
});

const PICTURE = '/uploads/enterprise/picture.png';
const basic = {
  companyName: '苏州第二建设有限公司',
  creditCode: '91320500MA1XYZ1234',
  legalPerson: '李四',
  contactName: '王建国',
  contactMobile: '13800000001',
};
const qualification = { bankName: '中国建设银行上海川沙支行', bankAccountName: '苏州第二建设有限公司', bankAccountNo: '31050161393600001234' };

/** Keeps `pictures` in the step's draft, as an earlier visit left them. */
function keptPictures(draft: string, pictures: Record<string, string>) {
  persisted<Record<string, string>>(`${FORM_DRAFT_PREFIX}${draft}`).write(pictures);
}

/** Opens `element` for a personal buyer whose application is `registration`, with `pictures` kept in the step's draft; only the state calls are answered. */
function open(path: string, element: ReactElement, registration: object, draft: string, pictures: Record<string, string>) {
  clearScreen();
  sessionStorage.clear();
  setUpScreenTest();
  keptPictures(draft, pictures);
  setToken('token-1');
  setUserInfo({ memberId: 'm_1', accountName: 'demo' } as never);
  const gateway = installGateway({
    'member.status': ok({ memberId: 'm_1', status: 'normal', enterpriseStatus: 'none', quickOrderOpen: false }),
    'member.type': ok({ memberId: 'm_1', memberType: 'personal', roles: ['buyer'] }),
    'enterprise.status': ok(registration),
  });
  renderScreen(path, element);
  return gateway;
}

/** Types `values` into the fields named by `label`, submits with `button` and expects `text` and no request. */
async function fillAndRefuse(gateway: ReturnType<typeof open>, values: Record<string, string>, label: (field: string) => string, button: string, text: string) {
  for (const [field, value] of Object.entries(values)) paste(await screen.findByRole('textbox', { name: label(field) }), value);
  await expectRefused(gateway, () => screen.getByRole('button', { name: button }).click(), text);
}

type BasicField = keyof typeof basic;
const basicLabel = (field: string) => message(`enterprise.form.${field as BasicField}`);

async function basicRefuses(field: BasicField, value: string, text: string) {
  // The licence picture, kept in the tab's draft from an earlier visit.
  const gateway = open('/enterpriseRegistration', <EnterpriseRegistration />, { status: 'none', step: 0 }, ENTERPRISE_DRAFTS.basic, {
    licenseImageUrl: PICTURE,
  });
  await fillAndRefuse(gateway, { ...basic, [field]: value }, basicLabel, message('enterprise.form.next'), text);
}

type QualificationField = keyof typeof qualification;
const qualificationLabel = (field: string) => message(`enterprise.form.${field as QualificationField}`);

async function qualificationRefuses(field: QualificationField, value: string, text: string) {
  const gateway = open(
    '/enterpriseRegistration/stepTow',
    <EnterpriseStepTwo />,
    { applyId: 'ent_1', status: 'draft', step: 1, basic: { ...basic, licenseImageUrl: PICTURE } },
    ENTERPRISE_DRAFTS.qualification,
    { legalPersonIdFrontUrl: PICTURE, legalPersonIdBackUrl: PICTURE },
  );
  await fillAndRefuse(gateway, { ...qualification, [field]: value }, qualificationLabel, message('enterprise.form.submit'), text);
}

/** Six runs a property: every run renders a whole step (the gate's three calls first), five properties to a file. */
const runs = { numRuns: 6 } as const;

/** A field's own message for a missing value, naming it. */
const required = (field: BasicField | QualificationField) => message(`enterprise.form.problems.${field}.required`);
const tooLong = (field: 'companyName' | 'legalPerson' | 'contactName' | 'bankName' | 'bankAccountName', max: number) =>
  message(`enterprise.form.problems.${field}.tooLong`, { max });

describe('enterprise step one with bad input', () => {
  it('should refuse a blank field, naming it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<BasicField>(...(Object.keys(basic) as BasicField[])), blank, (field, value) =>
        basicRefuses(field, value, required(field)),
      ),
      runs,
    );
  });

  it('should refuse a credit code that is not 18 letters or digits, and a bad mobile', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badCreditCode.map((v) => ['creditCode', v, message('validation.creditCode')] as const),
          badMobile.map((v) => ['contactMobile', v, message('validation.mobile')] as const),
        ),
        ([field, value, text]) => basicRefuses(field, value, text),
      ),
      runs,
    );
  });

  it('should refuse a name with a control or bidi character before its length, and one too long', async () => {
    const names = fc.constantFrom<'companyName' | 'legalPerson' | 'contactName'>('companyName', 'legalPerson', 'contactName');
    const max = { companyName: 100, legalPerson: 20, contactName: 20 };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          names.chain((field) => withControlChar(basic[field], controlChar).map((v) => [field, v, message('validation.plainText')] as const)),
          names.chain((field) =>
            oversize(max[field]).chain((long) => withControlChar(long, controlChar).map((v) => [field, v, message('validation.plainText')] as const)),
          ),
          names.chain((field) => oversize(max[field]).map((v) => [field, v, tooLong(field, max[field])] as const)),
        ),
        ([field, value, text]) => basicRefuses(field, value, text),
      ),
      runs,
    );
  });
});

describe('enterprise step two with bad input', () => {
  it('should refuse an account number that is not 1 to 30 digits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          badCardNo.map((v) => [v, message('validation.digits1to30')] as const),
          blank.map((v) => [v, required('bankAccountNo')] as const),
        ),
        ([value, text]) => qualificationRefuses('bankAccountNo', value, text),
      ),
      runs,
    );
  });

  it('should refuse a blank, too long or control-character bank or account name, a script payload taken as text', async () => {
    const names = fc.constantFrom<'bankName' | 'bankAccountName'>('bankName', 'bankAccountName');
    const max = { bankName: 50, bankAccountName: 100 };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          // An emptied account name shows the company name again (its default): only spaces can leave it blank.
          names.chain((field) => blank.filter((v) => v !== '').map((v) => [field, v, required(field)] as const)),
          names.chain((field) => withControlChar(qualification[field], controlChar).map((v) => [field, v, message('validation.plainText')] as const)),
          // A script payload is a name like any other; past the length it is refused for the length alone.
          names.chain((field) =>
            fc.tuple(scriptPayload, oversize(max[field])).map(([payload, long]) => [field, `${payload}${long}`, tooLong(field, max[field])] as const),
          ),
        ),
        ([field, value, text]) => qualificationRefuses(field, value, text),
      ),
      runs,
    );
  });
});
