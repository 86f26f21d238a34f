-- Rate-limit events (gateway/rateLimit.ts), one row per counted event: a failed login of an account or
-- from an address, an SMS code sent from an address, a wrong pay password from an address. `scope` says
-- which limit (login.account, login.address, sms.address, payPassword.address), `key` whom it counts (an
-- account subject as 0003's auth_failures names it, or a client address). The limits themselves are
-- settings (GatewaySettings), not rows: a key is blocked while its events make a lock (the domain's
-- payPasswordLockState, the rule of the limit).
--
-- One generic table instead of one per limit, and in the database instead of a process: every gateway
-- process behind a load balancer sees the same counts and the same locks. The per-member pay-password
-- lock keeps its own table (0006, keyed by a member with a foreign key and read by the app's rule); the
-- image code after failed logins keeps 0003's. Rows are deleted once no lock can reach back to them.

create table rate_limit_events (
  id bigserial primary key,
  scope text not null,
  key text not null,
  at timestamptz not null default now()
);
create index rate_limit_events_key on rate_limit_events(scope, key, at desc);
create index rate_limit_events_at on rate_limit_events(at);
