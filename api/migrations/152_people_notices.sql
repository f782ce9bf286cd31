-- Every change of a person, of their organisation or of a buyer's spend in a month tells the API
-- processes on channel shop_people, whichever statement wrote it: a process may keep a logged-in
-- person as their pages show them (name, organisation, role, limits, spend) until such a notice.
-- Payloads: {"user": id} for a person or their spend, {"organization": id} for an organisation.
CREATE FUNCTION notify_people_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  IF TG_TABLE_NAME = 'organizations' THEN
    PERFORM pg_notify('shop_people', json_build_object('organization', changed.id)::text);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('shop_people', json_build_object('user', changed.id)::text);
  ELSE
    PERFORM pg_notify('shop_people', json_build_object('user', changed.user_id)::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_people_notice AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_people_change();
CREATE TRIGGER organizations_people_notice AFTER INSERT OR UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION notify_people_change();
CREATE TRIGGER buyer_month_spend_people_notice AFTER INSERT OR UPDATE OR DELETE ON buyer_month_spend
  FOR EACH ROW EXECUTE FUNCTION notify_people_change();
