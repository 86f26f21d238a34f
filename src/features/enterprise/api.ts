import { api, type CallBody, type CallData } from '@/lib/api';

export type Registration = CallData<'enterprise.status'>;
export type MemberStatus = CallData<'member.status'>;
export type MemberType = CallData<'member.type'>;
export type BasicBody = CallBody<'enterprise.submitBasic'>;
export type QualificationBody = CallBody<'enterprise.submitQualification'>;

/** What decides the enterprise pages: the member's status and type, and the application. */
export interface EnterpriseOverview {
  readonly member: MemberStatus;
  readonly type: MemberType;
  readonly registration: Registration;
}

/** The enterprise upgrade's calls (spec/calls/enterprise.yaml, member.yaml). */
export const enterpriseApi = {
  /** The member status, type and application, asked together. */
  overview: async (memberId: string, signal?: AbortSignal): Promise<EnterpriseOverview> => {
    const [member, type, registration] = await Promise.all([
      api.member.status({ memberId }, { signal }),
      api.member.type({ memberId }, { signal }),
      api.enterprise.status({ signal }),
    ]);
    return { member, type, registration };
  },
  /** Step one: the company. */
  submitBasic: (body: BasicBody) => api.enterprise.submitBasic(body),
  /** Step two: the documents and the bank account; the application goes to review. */
  submitQualification: (body: QualificationBody) => api.enterprise.submitQualification(body),
};
