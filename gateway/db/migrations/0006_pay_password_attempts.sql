-- Wrong pay passwords, one row per wrong try, for the pay-password lock (spec/constants.yaml
-- payPasswordLock; gateway/payPassword.ts): maxFailures wrong tries within windowMinutes lock the
-- member's pay password for lockMinutes. Rows live here, not in a process, so every gateway process
-- behind a load balancer sees the same count and the same lock.
--
-- The shape is 0003's auth_failures, kept apart from it on purpose: that table counts login-password
-- failures of a typed account (or of an account that may not exist) towards an image code, this one the
-- pay password of a known member towards a lock — a failure of one must never count towards the other.
-- Keyed by member (a foreign key): a right pay password deletes the member's rows; rows older than a day
-- are deleted when a new one is written (no lock reaches back that far).

create table pay_password_attempts (
  id bigserial primary key,
  member_id text not null references members(member_id),
  failed_at timestamptz not null default now()
);
create index pay_password_attempts_member on pay_password_attempts(member_id, failed_at desc);
