-- The gateway's schema. One dialect (PostgreSQL; PGlite is PostgreSQL). Money is numeric(14,2) and
-- quantities numeric(20,4): exact decimals, read back as text. Rows a member owns carry member_id, and
-- every query of a member's data filters on it.

create sequence order_no_seq start 100001;
create sequence doc_no_seq start 500001;

-- Members, sessions and codes -------------------------------------------------------------------------

create table members (
  member_id text primary key,
  account_name text not null unique,
  mobile text unique,
  password_hash text,
  pay_password_hash text,
  nickname text,
  real_name text,
  sex text not null default '0',
  avatar_url text,
  member_type text not null default 'personal',
  company_name text,
  status text not null default 'normal',
  enterprise_status text not null default 'none',
  quick_order_open boolean not null default false,
  weixin_account text unique,
  roles text[] not null default '{buyer}',
  register_time timestamptz not null default now()
);

create table sessions (
  token_hash text primary key,
  member_id text not null references members(member_id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_member on sessions(member_id);

create table sms_codes (
  id bigserial primary key,
  mobile text not null,
  scene text not null,
  code text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts integer not null default 0
);
create index sms_codes_mobile on sms_codes(mobile, scene, created_at desc);

-- Short-lived proofs: a checked SMS code (checkSmsCode) or a weixin authorisation (checkAccount).
create table sms_tokens (
  token_hash text primary key,
  kind text not null,
  mobile text,
  scene text,
  weixin_account text,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table weixin_auths (
  weixin_account text primary key,
  expires_at timestamptz not null
);

create table image_codes (
  image_key text primary key,
  code text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table menu_buttons (
  btn_id text primary key,
  btn_name text not null,
  platform text not null,
  default_selected boolean not null default true,
  sort integer not null default 0
);

create table member_buttons (
  member_id text not null references members(member_id),
  btn_id text not null references menu_buttons(btn_id),
  selected boolean not null,
  primary key (member_id, btn_id)
);

-- Catalogue -------------------------------------------------------------------------------------------

create table sellers (
  seller_id text primary key,
  seller_name text not null,
  is_platform boolean not null default false,
  bank_name text not null,
  bank_branch text,
  bank_account text not null,
  bank_account_name text not null
);

create table shops (
  shop_id text primary key,
  seller_id text not null references sellers(seller_id),
  shop_name text not null,
  logo text,
  address text,
  phone text,
  description text,
  latitude double precision,
  longitude double precision
);

create table salesmen (
  salesman_id text primary key,
  seller_id text not null references sellers(seller_id),
  salesman_name text not null,
  mobile text not null
);

create table categories (
  category_id text primary key,
  parent_id text references categories(category_id),
  category_name text not null,
  icon text,
  sort integer not null default 0
);

create table goods (
  goods_id text primary key,
  shop_id text not null references shops(shop_id),
  category_id text not null references categories(category_id),
  goods_name text not null,
  description text not null default '',
  images text[] not null default '{}',
  tags text[] not null default '{}',
  unit text not null,
  default_variety_id text,
  has_addons boolean not null default false,
  is_rebar boolean not null default false,
  sales integer not null default 0,
  on_sale boolean not null default true,
  delivery_ways text[] not null,
  transport_types text[] not null,
  has_quality_report boolean not null default false,
  carriage_rate numeric(14,2) not null default 0,
  truckage_rate numeric(14,2) not null default 0,
  created_at timestamptz not null default now(),
  sort integer not null default 0
);

create table goods_varieties (
  variety_id text primary key,
  goods_id text not null references goods(goods_id),
  resource_id text not null unique,
  variety_name text not null,
  price numeric(14,2) not null,
  stock numeric(20,4) not null,
  attr_values text[] not null default '{}',
  rebar_price numeric(14,2),
  images text[] not null default '{}',
  sort integer not null default 0
);

-- Units of a goods; counts are in the goods' pricing unit, as the domain's snapQuantity reads them.
create table goods_units (
  goods_id text not null references goods(goods_id),
  unit_name text not null,
  convert_rate numeric(20,4) not null,
  min_order_count numeric(20,4) not null,
  min_change_count numeric(20,4) not null,
  max_order_count numeric(20,4),
  is_default boolean not null default false,
  sort integer not null default 0,
  primary key (goods_id, unit_name)
);

create table goods_attributes (
  goods_id text not null references goods(goods_id),
  attribute_no text not null,
  attribute_name text not null,
  sort integer not null default 0,
  primary key (goods_id, attribute_no)
);

create table goods_attribute_values (
  goods_id text not null,
  attribute_no text not null,
  value_no text not null,
  value text not null,
  default_selected boolean not null default false,
  sort integer not null default 0,
  primary key (goods_id, attribute_no, value_no),
  foreign key (goods_id, attribute_no) references goods_attributes(goods_id, attribute_no)
);

create table goods_addons (
  additem_id text primary key,
  goods_id text not null references goods(goods_id),
  parent_id text references goods_addons(additem_id),
  additem_name text not null,
  price numeric(14,2) not null default 0,
  if_negotiate boolean not null default false,
  group_type text not null default 'normal',
  sort integer not null default 0
);

create table goods_promotions (
  promotion_id text primary key,
  goods_id text not null references goods(goods_id),
  title text not null,
  description text,
  end_time timestamptz
);

create table stores (
  store_id text primary key,
  seller_id text not null references sellers(seller_id),
  store_name text not null,
  address text not null,
  latitude double precision not null,
  longitude double precision not null,
  phone text not null,
  business_hours text,
  sort integer not null default 0
);

create table banners (
  banner_id text primary key,
  image_url text not null,
  title text,
  link_url text,
  sort integer not null default 0
);

create table hot_words (
  word text primary key,
  sort integer not null default 0
);

create table articles (
  article_id text primary key,
  article_type text not null,
  title text not null,
  content text not null,
  version text,
  update_time timestamptz not null default now()
);

-- Contracts -------------------------------------------------------------------------------------------

create table contracts (
  contract_id text primary key,
  contract_no text not null unique,
  contract_name text,
  buyer_id text not null references members(member_id),
  seller_id text not null references sellers(seller_id),
  status text not null,
  sign_date date,
  start_date date,
  end_date date,
  total_amount numeric(14,2),
  used_amount numeric(14,2),
  settlement_way text,
  delivery_way text,
  delivery_address text,
  file_url text,
  remark text
);

create table contract_goods (
  contract_goods_id text primary key,
  contract_id text not null references contracts(contract_id),
  goods_id text not null references goods(goods_id),
  variety_id text not null references goods_varieties(variety_id),
  unit_price numeric(14,2) not null,
  contract_amount numeric(20,4) not null,
  surplus_amount numeric(20,4) not null
);

-- Add-on prices agreed in a contract; items without a row keep the goods price.
create table contract_addon_prices (
  contract_id text not null references contracts(contract_id),
  additem_id text not null references goods_addons(additem_id),
  price numeric(14,2) not null,
  primary key (contract_id, additem_id)
);

-- Member data -----------------------------------------------------------------------------------------

create table collections (
  collect_id text primary key,
  member_id text not null references members(member_id),
  goods_id text not null references goods(goods_id),
  contract_id text,
  collect_time timestamptz not null default now(),
  unique (member_id, goods_id)
);

create table browse_records (
  record_id text primary key,
  member_id text not null references members(member_id),
  goods_id text not null references goods(goods_id),
  browse_time timestamptz not null default now(),
  unique (member_id, goods_id)
);

create table addresses (
  address_id text primary key,
  member_id text not null references members(member_id),
  type text not null,
  receiver_name text not null,
  receiver_mobile text not null,
  province text not null,
  province_code text,
  city text not null,
  city_code text,
  district text not null,
  district_code text,
  detail text not null,
  latitude double precision,
  longitude double precision,
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create index addresses_member on addresses(member_id);

create table cart_lines (
  cart_resource_id text primary key,
  member_id text not null references members(member_id),
  goods_id text not null references goods(goods_id),
  variety_id text not null references goods_varieties(variety_id),
  unit_name text not null,
  quantity numeric(20,4) not null,
  checked boolean not null default true,
  addon_ids text[] not null default '{}',
  select_infos jsonb not null default '[]',
  rebar_entries jsonb,
  created_at timestamptz not null default now()
);
create index cart_lines_member on cart_lines(member_id);

create table contract_cart_lines (
  line_id text primary key,
  member_id text not null references members(member_id),
  contract_goods_id text not null references contract_goods(contract_goods_id),
  quantity numeric(20,4) not null,
  checked boolean not null default true,
  addon_ids text[] not null default '{}',
  created_at timestamptz not null default now(),
  unique (member_id, contract_goods_id)
);

create table vat_titles (
  title_id text primary key,
  member_id text not null references members(member_id),
  title_type text not null,
  title text not null,
  tax_number text,
  bank text,
  bank_account text,
  address text,
  phone text,
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);

create table vehicles (
  vehicle_id text primary key,
  member_id text not null references members(member_id),
  plate_number text not null,
  vehicle_type text not null,
  load_weight numeric(20,4) not null,
  driver_id text,
  driver_name text,
  driver_mobile text,
  monitored boolean not null default false,
  monitor_device_no text,
  license_image_url text,
  status text not null default 'available',
  created_at timestamptz not null default now()
);

create table drivers (
  driver_id text primary key,
  member_id text not null references members(member_id),
  name text not null,
  mobile text not null,
  id_card_no text,
  license_no text,
  license_type text,
  license_image_url text,
  vehicle_id text,
  status text not null default 'active'
);

create table captains (
  captain_id text primary key,
  member_id text not null references members(member_id),
  name text not null,
  mobile text not null,
  id_card_no text,
  certificate_no text,
  created_at timestamptz not null default now()
);

create table ships (
  ship_id text primary key,
  member_id text not null references members(member_id),
  ship_name text not null,
  ship_no text not null,
  ship_type text,
  tonnage numeric(20,4) not null,
  captain_id text references captains(captain_id),
  certificate_image_url text,
  status text not null default 'available',
  created_at timestamptz not null default now()
);

-- Orders and payments ---------------------------------------------------------------------------------

create table orders (
  order_id text primary key,
  order_no text not null unique,
  member_id text not null references members(member_id),
  seller_id text not null references sellers(seller_id),
  order_type text not null,
  status text not null,
  contract_id text references contracts(contract_id),
  transport_type text not null,
  delivery_type text not null,
  transfer_way text not null,
  floor integer not null,
  address jsonb,
  store_id text references stores(store_id),
  buyer_memo text,
  pay_way text,
  tax_info jsonb,
  goods_amount numeric(14,2) not null,
  addon_amount numeric(14,2) not null,
  rebar_amount numeric(14,2) not null,
  carriage numeric(14,2) not null,
  truckage numeric(14,2) not null,
  discount numeric(14,2) not null,
  total_amount numeric(14,2) not null,
  paid_amount numeric(14,2) not null default 0,
  refunded_amount numeric(14,2) not null default 0,
  invoiced_amount numeric(14,2) not null default 0,
  invoice_status text not null default 'none',
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  pay_deadline timestamptz,
  completed_at timestamptz,
  cancel_reason text,
  status_before_refund text,
  deleted boolean not null default false
);
create index orders_member on orders(member_id, created_at desc);

create table order_items (
  order_item_id text primary key,
  order_id text not null references orders(order_id),
  goods_id text not null references goods(goods_id),
  variety_id text not null references goods_varieties(variety_id),
  resource_id text not null,
  contract_goods_id text,
  goods_name text not null,
  variety_name text not null,
  image text not null,
  unit text not null,
  purchase_unit text not null,
  convert_rate numeric(20,4) not null,
  quantity numeric(20,4) not null,
  unit_price numeric(14,2) not null,
  goods_amount numeric(14,2) not null,
  addon_amount numeric(14,2) not null,
  rebar_amount numeric(14,2) not null,
  amount numeric(14,2) not null,
  addons jsonb not null default '[]',
  rebar_entries jsonb,
  rebar_price numeric(14,2),
  take_list jsonb not null default '[]',
  sort integer not null default 0
);
create index order_items_order on order_items(order_id);

create table order_events (
  id bigserial primary key,
  order_id text not null references orders(order_id),
  status text not null,
  time timestamptz not null default now(),
  remark text
);

-- One row per (member, scope, key): the first request with a key creates it inside its transaction;
-- a concurrent one waits on the unique key and then reads the stored result.
create table idempotency_keys (
  member_id text not null,
  scope text not null,
  key text not null,
  request_hash text not null,
  result jsonb,
  created_at timestamptz not null default now(),
  primary key (member_id, scope, key)
);

create table take_bills (
  take_id text primary key,
  order_id text not null references orders(order_id),
  order_item_id text not null references order_items(order_item_id),
  goods_name text not null,
  take_date date not null,
  time_slot text not null,
  quantity numeric(20,4) not null,
  delivered_quantity numeric(20,4) not null default 0
);

create table supplements (
  supplement_id text primary key,
  order_id text not null references orders(order_id),
  member_id text not null references members(member_id),
  amount numeric(14,2) not null,
  reason text not null,
  status text not null default 'pendingPayment',
  lines jsonb not null default '[]',
  created_at timestamptz not null default now(),
  pay_deadline timestamptz,
  paid_at timestamptz
);

create table payments (
  payment_id text primary key,
  member_id text not null references members(member_id),
  order_id text not null references orders(order_id),
  supplement_id text references supplements(supplement_id),
  pay_way text not null,
  amount numeric(14,2) not null,
  status text not null default 'pending',
  transfer_remark text,
  voucher jsonb,
  created_at timestamptz not null default now(),
  expire_at timestamptz not null,
  paid_at timestamptz,
  fail_reason text
);
create index payments_order on payments(order_id);

create table refunds (
  refund_id text primary key,
  refund_no text not null unique,
  order_id text not null references orders(order_id),
  member_id text not null references members(member_id),
  status text not null default 'pending',
  amount numeric(14,2) not null,
  reason text not null,
  description text,
  images jsonb not null default '[]',
  created_at timestamptz not null default now(),
  reject_reason text,
  refunded_at timestamptz,
  closed_at timestamptz
);

create table order_services (
  order_id text not null references orders(order_id),
  additem_id text not null,
  additem_name text not null,
  parent_name text not null,
  quantity numeric(20,4) not null,
  amount numeric(14,2) not null,
  status text not null default 'pending',
  service_time timestamptz,
  remark text
);

-- Logistics -------------------------------------------------------------------------------------------

create table waybills (
  waybill_id text primary key,
  waybill_no text not null unique,
  order_id text not null references orders(order_id),
  member_id text not null references members(member_id),
  take_id text references take_bills(take_id),
  status text not null,
  transport_mode text not null,
  goods_name text not null,
  quantity numeric(20,4) not null,
  loaded_quantity numeric(20,4),
  signed_quantity numeric(20,4),
  unit text not null,
  vehicle_id text,
  plate_number text,
  ship_id text,
  ship_name text,
  driver_name text,
  driver_mobile text,
  carrier_name text,
  loading_address text,
  unloading_address text,
  take_date date,
  time_slot text,
  freight_amount numeric(14,2) not null default 0,
  invoiced boolean not null default false,
  created_at timestamptz not null default now(),
  sign_time timestamptz,
  image_urls jsonb not null default '[]'
);

create table waybill_events (
  id bigserial primary key,
  waybill_id text not null references waybills(waybill_id),
  time timestamptz not null,
  status text not null,
  description text not null
);

create table waybill_reassignments (
  record_id text primary key,
  waybill_id text not null references waybills(waybill_id),
  from_plate_number text,
  to_plate_number text,
  from_ship_name text,
  to_ship_name text,
  from_driver_name text,
  to_driver_name text,
  reason text,
  operator_name text,
  operate_time timestamptz not null default now()
);

-- Invoices --------------------------------------------------------------------------------------------

create table invoices (
  invoice_id text primary key,
  member_id text not null references members(member_id),
  invoice_no text,
  invoice_type text not null,
  kind text not null,
  status text not null default 'applied',
  issuer_name text not null,
  amount numeric(14,2) not null,
  tax_amount numeric(14,2),
  title_snapshot jsonb not null,
  receive_way text not null,
  email text,
  shipping jsonb,
  file_urls jsonb not null default '[]',
  remark text,
  reject_reason text,
  applied_at timestamptz not null default now(),
  issued_at timestamptz
);

create table invoice_items (
  invoice_id text not null references invoices(invoice_id),
  biz_id text not null,
  biz_no text not null,
  amount numeric(14,2) not null,
  primary key (invoice_id, biz_id)
);

-- Capital and financing -------------------------------------------------------------------------------

create table capital_accounts (
  member_id text primary key references members(member_id),
  balance numeric(14,2) not null default 0,
  frozen_amount numeric(14,2) not null default 0
);

create table erp_accounts (
  member_id text not null references members(member_id),
  seller_id text not null references sellers(seller_id),
  balance numeric(14,2) not null,
  primary key (member_id, seller_id)
);

create table bank_cards (
  bank_card_id text primary key,
  member_id text not null references members(member_id),
  bank_name text not null,
  card_no text not null,
  account_name text not null,
  branch_name text,
  created_at timestamptz not null default now()
);

create table capital_bills (
  bill_id text primary key,
  bill_no text not null unique,
  member_id text not null references members(member_id),
  bill_type text not null,
  direction text not null,
  amount numeric(14,2) not null,
  balance_after numeric(14,2),
  status text not null,
  order_no text,
  contract_no text,
  counterparty_name text,
  pay_way text,
  bank_card_no_masked text,
  erp_receive_id text,
  fail_reason text,
  remark text,
  create_time timestamptz not null default now(),
  finish_time timestamptz
);

create table erp_receipts (
  receive_id text primary key,
  receive_no text not null,
  member_id text not null references members(member_id),
  seller_name text not null,
  amount numeric(14,2) not null,
  receive_date date not null,
  pay_way text,
  bank_name text,
  allocations jsonb not null default '[]',
  remark text
);

create table finance_profiles (
  member_id text primary key references members(member_id),
  credit_limit numeric(14,2) not null,
  partner_name text,
  partner_url text
);

create table finance_applications (
  apply_id text primary key,
  member_id text not null references members(member_id),
  apply_amount numeric(14,2) not null,
  term_months integer not null,
  company_name text,
  contact_name text not null,
  contact_mobile text not null,
  purpose text,
  status text not null default 'reviewing',
  reject_reason text,
  created_at timestamptz not null default now()
);

create table finance_loans (
  loan_id text primary key,
  loan_no text not null,
  member_id text not null references members(member_id),
  amount numeric(14,2) not null,
  balance numeric(14,2) not null,
  annual_rate numeric(10,4) not null,
  start_date date not null,
  due_date date not null,
  status text not null,
  order_no text
);

create table finance_records (
  record_id text primary key,
  member_id text not null references members(member_id),
  record_type text not null,
  amount numeric(14,2) not null,
  status text not null,
  loan_no text,
  order_no text,
  principal numeric(14,2),
  interest numeric(14,2),
  term_months integer,
  fail_reason text,
  remark text,
  create_time timestamptz not null default now(),
  finish_time timestamptz
);

-- Content ---------------------------------------------------------------------------------------------

create table evaluations (
  evaluation_id text primary key,
  member_id text not null references members(member_id),
  order_id text not null references orders(order_id),
  order_item_id text,
  goods_id text not null references goods(goods_id),
  goods_score integer not null,
  service_score integer,
  logistics_score integer,
  content text,
  image_urls jsonb not null default '[]',
  anonymous boolean not null default false,
  create_time timestamptz not null default now(),
  reply_content text,
  reply_time timestamptz
);

create table messages (
  message_id text primary key,
  member_id text not null references members(member_id),
  category text not null,
  title text not null,
  content text not null,
  read boolean not null default false,
  link_type text,
  link_id text,
  create_time timestamptz not null default now()
);

create table quality_reports (
  report_id text primary key,
  report_no text not null,
  goods_id text references goods(goods_id),
  goods_name text not null,
  order_id text references orders(order_id),
  batch_no text,
  seller_name text,
  test_organization text,
  test_date date not null,
  conclusion text not null,
  items jsonb not null default '[]',
  file_urls jsonb not null default '[]'
);

-- Enterprise, e-sign, artificial stone ----------------------------------------------------------------

create table enterprise_registrations (
  member_id text primary key references members(member_id),
  apply_id text not null,
  status text not null,
  step integer not null,
  basic jsonb,
  qualification jsonb,
  reject_reason text,
  submit_time timestamptz,
  audit_time timestamptz
);

create table esign_contracts (
  esign_contract_id text primary key,
  member_id text not null references members(member_id),
  title text not null,
  contract_no text,
  contract_id text,
  seller_name text,
  status text not null,
  create_time timestamptz not null default now(),
  sign_time timestamptz,
  file_url text
);

create table stone_projects (
  project_id text primary key,
  member_id text not null references members(member_id),
  project_name text not null,
  project_address text not null,
  contact_name text,
  contact_mobile text,
  start_date date,
  end_date date,
  planned_quantity numeric(20,4),
  unit text not null,
  status text not null default 'active',
  created_at timestamptz not null default now()
);

create table stone_shipments (
  shipment_id text primary key,
  project_id text not null references stone_projects(project_id),
  ship_date date not null,
  goods_name text not null,
  specification text,
  quantity numeric(20,4) not null,
  unit text not null,
  plate_number text,
  waybill_no text
);
