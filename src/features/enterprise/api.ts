import type { CallData } from '@/lib/api';

export type Registration = CallData<'enterprise.status'>;
export type MemberStatus = CallData<'member.status'>;
export type MemberType = CallData<'member.type'>;

/** What decides the enterprise pages: the member's status and type, and the application. */
export interface EnterpriseOverview {
  readonly member: MemberStatus;
  readonly type: MemberType;
  readonly registration: Registration;
}
