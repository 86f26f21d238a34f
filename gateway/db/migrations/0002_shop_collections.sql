-- Favourite shops (member.collectShop, member.findShops, member.removeByShopIds): the shop counterpart
-- of `collections`, one row per member and shop.

create table shop_collections (
  collect_id text primary key,
  member_id text not null references members(member_id),
  shop_id text not null references shops(shop_id),
  collect_time timestamptz not null default now(),
  unique (member_id, shop_id)
);
