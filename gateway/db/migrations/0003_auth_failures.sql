-- Failed password checks (user login, verify password), one row per failure: after repeated failures of
-- one account the gateway asks for an image code before it checks another password (IMAGE_CODE_REQUIRED).
-- A success clears the account's rows; rows older than the window no longer count.

create table auth_failures (
  id bigserial primary key,
  subject text not null,
  failed_at timestamptz not null default now()
);
create index auth_failures_subject on auth_failures(subject, failed_at desc);
