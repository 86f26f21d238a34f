import { describe, expect, it } from 'vitest';
import type { EnterpriseOverview } from '../../../src/features/enterprise/api.ts';
import { fieldProblem, type FieldRules } from '../../../src/components/Form/fieldRules.ts';
import { basicBody, emptyBasic, emptyQualification, qualificationBody, startingBasic, startingQualification } from '../../../src/features/enterprise/form.ts';
import { enterpriseSubmitBasicFields, enterpriseSubmitQualificationFields } from '../../../src/lib/fields.ts';
import { enterprisePage } from '../../../src/features/enterprise/pages.ts';

/** The enterprise pages' rules: which page a buyer's state calls for, and what each step refuses (the rules of its call). */

function overview(
  enterpriseStatus: EnterpriseOverview['member']['enterpriseStatus'],
  status: EnterpriseOverview['registration']['status'],
  memberType: 'personal' | 'enterprise' = 'personal',
): EnterpriseOverview {
  return {
    member: { memberId: 'm', status: 'normal', enterpriseStatus, quickOrderOpen: false },
    type: { memberId: 'm', memberType, roles: ['buyer'] },
    registration: { status, step: status === 'none' ? 0 : status === 'draft' ? 1 : 2 },
  };
}

describe('enterprisePage', () => {
  it.each([
    ['never applied: step one', overview('none', 'none'), false, 'form'],
    ['rejected: step one again', overview('rejected', 'rejected'), false, 'form'],
    ['step one saved: step two', overview('none', 'draft'), false, 'stepTwo'],
    ['step one saved, asked to edit it: step one', overview('none', 'draft'), true, 'form'],
    ['rejected, then step one sent again: step two', overview('rejected', 'draft'), false, 'stepTwo'],
    ['under review (member.status): submitted', overview('reviewing', 'none'), false, 'submitted'],
    ['under review (application): submitted', overview('none', 'reviewing'), false, 'submitted'],
    ['under review, edit asked: still submitted', overview('reviewing', 'reviewing'), true, 'submitted'],
    ['approved: the result', overview('approved', 'approved'), false, 'result'],
    ['an enterprise member (member.type): the result', overview('none', 'none', 'enterprise'), false, 'result'],
  ] as const)('%s', (_name, state, edit, page) => {
    expect(enterprisePage(state, edit)).toBe(page);
  });
});

/** The problem of each field of `values` under the rules of the step's call, the fields that pass left out. */
function problemsOf(rules: FieldRules, values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).flatMap(([field, value]) => {
      const found = rules[field] ? fieldProblem(rules[field], value) : null;
      return found ? [[field, found.problem]] : [];
    }),
  );
}
const basicProblems = (values: object) => problemsOf(enterpriseSubmitBasicFields, values);
const qualificationProblems = (values: object) => problemsOf(enterpriseSubmitQualificationFields, values);

const goodBasic = {
  companyName: '苏州第二建设有限公司',
  creditCode: '91320500MA1XYZ1234',
  legalPerson: '李四',
  contactName: '李四',
  contactMobile: '13800000002',
  licenseImageUrl: 'data:image/jpeg;base64,AAAA',
};

describe('step one', () => {
  it('asks for every field of an empty form', () => {
    expect(basicProblems(emptyBasic())).toEqual({
      companyName: 'required',
      creditCode: 'required',
      legalPerson: 'required',
      contactName: 'required',
      contactMobile: 'required',
      licenseImageUrl: 'required',
    });
  });

  it('refuses a credit code that is not 18 letters or digits, a bad mobile and over-long names (the limits the gateway applies)', () => {
    for (const creditCode of ['91320500MA1XYZ123', '91320500MA1XYZ12345', '91320500-MA1XYZ12', '9132050０MA1XYZ1234'])
      expect(basicProblems({ ...goodBasic, creditCode }).creditCode, creditCode).toBe('format');
    expect(basicProblems({ ...goodBasic, contactMobile: '2380013800' }).contactMobile).toBe('format');
    expect(basicProblems({ ...goodBasic, legalPerson: '一'.repeat(21) }).legalPerson).toBe('tooLong');
    expect(basicProblems({ ...goodBasic, companyName: '一'.repeat(101) }).companyName).toBe('tooLong');
    expect(basicProblems({ ...goodBasic, companyName: '   ' }).companyName).toBe('required');
  });

  it('passes a good form, sent trimmed with the credit code in capitals', () => {
    expect(basicProblems(goodBasic)).toEqual({});
    expect(basicProblems(basicBody({ ...goodBasic, creditCode: ' 91320500ma1xyz1234 ' }))).toEqual({});
    expect(basicBody({ ...goodBasic, companyName: ' 苏州第二建设有限公司 ', creditCode: ' 91320500ma1xyz1234 ' })).toEqual(goodBasic);
  });

  it('starts from what the gateway kept of the application, else empty', () => {
    expect(startingBasic({ status: 'none', step: 0 })).toEqual(emptyBasic());
    expect(startingBasic({ status: 'rejected', step: 2, basic: { ...goodBasic, address: '苏州' } })).toEqual(goodBasic);
  });
});

describe('step two', () => {
  const good = {
    ...emptyQualification(),
    legalPersonIdFrontUrl: '/a.png',
    legalPersonIdBackUrl: '/b.png',
    bankName: '中国银行',
    bankAccountName: '苏州第二建设有限公司',
    bankAccountNo: '6217000000000000123',
  };

  it('asks for both ID pictures, the bank and the account; the account name starts as the company name', () => {
    expect(Object.keys(qualificationProblems(emptyQualification()))).toEqual([
      'legalPersonIdFrontUrl',
      'legalPersonIdBackUrl',
      'bankName',
      'bankAccountName',
      'bankAccountNo',
    ]);
    expect(startingQualification({ status: 'draft', step: 1, basic: goodBasic }).bankAccountName).toBe(goodBasic.companyName);
  });

  it('takes digits only for the account number, 1 to 30 of them', () => {
    expect(qualificationProblems(good)).toEqual({});
    expect(qualificationBody({ ...good, bankName: ' 中国银行 ' })).toEqual(good);
    for (const bankAccountNo of ['6217-0000', '6217 0000', '62170000l2345', '1'.repeat(31)])
      expect(qualificationProblems({ ...good, bankAccountNo }).bankAccountNo, bankAccountNo).toBe('format');
  });
});
