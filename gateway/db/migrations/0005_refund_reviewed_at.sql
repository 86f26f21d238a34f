-- When the seller reviewed a refund request (approved or rejected): the refund progress shows it.
alter table refunds add column reviewed_at timestamptz;
