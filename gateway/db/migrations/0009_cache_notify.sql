-- Change notices for the gateway's in-process caches (gateway/cache.ts). Every gateway process LISTENs
-- on these channels and drops what it cached when one arrives, so a write by any process, a seller tool
-- or a hand-written SQL statement is seen by all of them. NOTIFY is transactional: the notice is sent
-- when the writing transaction commits, never for a rolled-back one, and repeated notices of one
-- transaction are sent once.
--
-- gateway_catalogue: the public catalogue changed (goods, varieties with their prices and stock, units,
-- buy conditions, add-ons, promotions, shops, sellers, categories, banners, hot words). One statement
-- trigger per table; the payload is empty, every process drops its whole catalogue cache.
create function gateway_catalogue_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('gateway_catalogue', '');
  return null;
end
$$;

create trigger sellers_changed after insert or update or delete or truncate on sellers for each statement execute function gateway_catalogue_changed();
create trigger shops_changed after insert or update or delete or truncate on shops for each statement execute function gateway_catalogue_changed();
create trigger categories_changed after insert or update or delete or truncate on categories for each statement execute function gateway_catalogue_changed();
create trigger goods_changed after insert or update or delete or truncate on goods for each statement execute function gateway_catalogue_changed();
create trigger goods_varieties_changed after insert or update or delete or truncate on goods_varieties for each statement execute function gateway_catalogue_changed();
create trigger goods_units_changed after insert or update or delete or truncate on goods_units for each statement execute function gateway_catalogue_changed();
create trigger goods_attributes_changed after insert or update or delete or truncate on goods_attributes for each statement execute function gateway_catalogue_changed();
create trigger goods_attribute_values_changed after insert or update or delete or truncate on goods_attribute_values for each statement execute function gateway_catalogue_changed();
create trigger goods_addons_changed after insert or update or delete or truncate on goods_addons for each statement execute function gateway_catalogue_changed();
create trigger goods_promotions_changed after insert or update or delete or truncate on goods_promotions for each statement execute function gateway_catalogue_changed();
create trigger banners_changed after insert or update or delete or truncate on banners for each statement execute function gateway_catalogue_changed();
create trigger hot_words_changed after insert or update or delete or truncate on hot_words for each statement execute function gateway_catalogue_changed();

-- gateway_sessions: a session ended or changed (logout, password change, cancellation, expiry moved) or
-- a member's status changed (cancelled, frozen); the payload is the member id, whose cached sessions
-- every process drops.
create function gateway_session_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('gateway_sessions', old.member_id);
  return null;
end
$$;

create trigger sessions_changed after update or delete on sessions for each row execute function gateway_session_changed();
create trigger members_status_changed after update of status on members for each row
  when (old.status is distinct from new.status) execute function gateway_session_changed();
