-- A waybill can be sent to another of the buyer's addresses or given another take time (issue 15,
-- /waybill/reassign): the waybill keeps the address it unloads at, and each reassignment record keeps
-- what changed — the unloading address and the take date and slot — beside the vehicle or ship.

alter table waybills add column address_id text;

alter table waybill_reassignments add column from_address text;
alter table waybill_reassignments add column to_address text;
alter table waybill_reassignments add column from_take_date date;
alter table waybill_reassignments add column to_take_date date;
alter table waybill_reassignments add column from_time_slot text;
alter table waybill_reassignments add column to_time_slot text;
