-- Pictures a member uploaded (upload.image, spec/calls/upload.yaml): vouchers, refund, evaluation,
-- enterprise and avatar photos. `content_type` comes from the picture's magic bytes, never from its name.
-- The bytes sit in `data` (the default) or, when the gateway stores pictures in a directory
-- (UPLOAD_DIR), in <dir>/<file_id> with `data` null. Served back only to `member_id`, unless `published`:
-- the photos of an evaluation, which the goods page shows to everyone with the review.
create table uploads (
  file_id text primary key,
  member_id text not null references members(member_id),
  file_name text not null,
  content_type text not null,
  size integer not null check (size > 0),
  data bytea,
  published boolean not null default false,
  created_at timestamptz not null default now()
);
create index uploads_member on uploads(member_id, created_at desc);
