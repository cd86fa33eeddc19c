-- Report roll-ups (decision 154): every write that may change a day of the revenue, funnel or
-- completion report adds rows to report_dirty_days in the same transaction, so that a report
-- computes that day live until the roll-up job has rebuilt it. Statement-level triggers with
-- transition tables: a bulk write marks each distinct day once, not once per written row.
-- A transition table exists only for its event, hence one branch per TG_OP.
CREATE FUNCTION report_jakarta_day(t timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ((t AT TIME ZONE 'UTC') + interval '7 hours')::date $$;
--> statement-breakpoint
CREATE FUNCTION report_mark_days(report text, days date[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_dirty_days (report, day) SELECT DISTINCT report, d FROM unnest(days) d WHERE d IS NOT NULL
$$;
--> statement-breakpoint
-- Revenue days of orders: their paid day and the settled day of refunds through their payments.
CREATE FUNCTION report_mark_payment_orders(order_ids integer[], payment_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT report_mark_days('revenue', array(
    SELECT report_jakarta_day(o.paid_at) FROM orders o WHERE o.id = ANY(order_ids) AND o.paid_at IS NOT NULL
    UNION SELECT report_jakarta_day(r.settled_at) FROM refunds r WHERE r.payment_id = ANY(payment_ids) AND r.settled_at IS NOT NULL))
$$;
--> statement-breakpoint
-- Completion days of the enrolments of (learner, course) pairs.
CREATE FUNCTION report_mark_enrolment_days(user_ids integer[], course_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT report_mark_days('completion', array(
    SELECT report_jakarta_day(e.created_at) FROM unnest(user_ids, course_ids) p(user_id, course_id)
    JOIN enrolments e ON e.user_id = p.user_id AND e.course_id = p.course_id))
$$;
--> statement-breakpoint
-- Completion days of every enrolment in the courses (a chapter gained, lost or moved items).
CREATE FUNCTION report_mark_course_days(course_ids integer[]) RETURNS void LANGUAGE sql AS $$
  SELECT report_mark_days('completion', array(SELECT DISTINCT report_jakarta_day(e.created_at) FROM enrolments e WHERE e.course_id = ANY(course_ids)))
$$;
--> statement-breakpoint
CREATE FUNCTION report_mark_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- revenue: the paid day; funnel: the day the order was created.
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_days('revenue', array(SELECT DISTINCT report_jakarta_day(paid_at) FROM new_rows));
    PERFORM report_mark_days('funnel', array(SELECT DISTINCT report_jakarta_day(created_at) FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_days('revenue', array(SELECT DISTINCT report_jakarta_day(paid_at) FROM old_rows));
    PERFORM report_mark_days('funnel', array(SELECT DISTINCT report_jakarta_day(created_at) FROM old_rows));
  ELSE
    PERFORM report_mark_days('revenue', array(
      SELECT report_jakarta_day(o.paid_at) FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.paid_at, o.total) IS DISTINCT FROM (n.status, n.paid_at, n.total)
      UNION SELECT report_jakarta_day(n.paid_at) FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.paid_at, o.total) IS DISTINCT FROM (n.status, n.paid_at, n.total)));
    PERFORM report_mark_days('funnel', array(
      SELECT report_jakarta_day(o.created_at) FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.created_at) IS DISTINCT FROM (n.status, n.created_at)
      UNION SELECT report_jakarta_day(n.created_at) FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.status, o.created_at) IS DISTINCT FROM (n.status, n.created_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_orders_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint
CREATE TRIGGER report_mark_orders_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint
CREATE TRIGGER report_mark_orders_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_orders();
--> statement-breakpoint
CREATE FUNCTION report_mark_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- revenue: a paid order's method is that of its latest paid payment; a refund's, that of its payment.
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_payment_orders(array(SELECT order_id FROM new_rows WHERE status = 'paid'), '{}');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_payment_orders(array(SELECT order_id FROM old_rows), array(SELECT id FROM old_rows));
  ELSE
    PERFORM report_mark_payment_orders(
      array(SELECT o.order_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.order_id, o.status, o.paid_at, o.method) IS DISTINCT FROM (n.order_id, n.status, n.paid_at, n.method)
            UNION SELECT n.order_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.order_id, o.status, o.paid_at, o.method) IS DISTINCT FROM (n.order_id, n.status, n.paid_at, n.method)),
      array(SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.id, o.method) IS DISTINCT FROM (n.id, n.method)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_payments_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payments();
--> statement-breakpoint
CREATE TRIGGER report_mark_payments_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payments();
--> statement-breakpoint
CREATE TRIGGER report_mark_payments_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_payments();
--> statement-breakpoint
CREATE FUNCTION report_mark_refunds() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- revenue: the settled day; funnel: the day the order was created (a full refund counts there).
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_mark_days('revenue', array(SELECT DISTINCT report_jakarta_day(settled_at) FROM new_rows));
    PERFORM report_mark_days('funnel', array(SELECT DISTINCT report_jakarta_day(o.created_at) FROM new_rows r JOIN orders o ON o.id = r.order_id));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_mark_days('revenue', array(SELECT DISTINCT report_jakarta_day(settled_at) FROM old_rows));
    PERFORM report_mark_days('funnel', array(SELECT DISTINCT report_jakarta_day(o.created_at) FROM old_rows r JOIN orders o ON o.id = r.order_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_refunds_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_refunds();
--> statement-breakpoint
CREATE TRIGGER report_mark_refunds_update AFTER UPDATE ON refunds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_refunds();
--> statement-breakpoint
CREATE TRIGGER report_mark_refunds_delete AFTER DELETE ON refunds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_refunds();
--> statement-breakpoint
CREATE FUNCTION report_mark_enrolments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_mark_days('completion', array(SELECT DISTINCT report_jakarta_day(created_at) FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_mark_days('completion', array(SELECT DISTINCT report_jakarta_day(created_at) FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_enrolments_insert AFTER INSERT ON enrolments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_enrolments();
--> statement-breakpoint
CREATE TRIGGER report_mark_enrolments_update AFTER UPDATE ON enrolments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_enrolments();
--> statement-breakpoint
CREATE TRIGGER report_mark_enrolments_delete AFTER DELETE ON enrolments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_enrolments();
--> statement-breakpoint
CREATE FUNCTION report_mark_item_progress() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- completion: the day the learner enrolled in the course.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_mark_enrolment_days(array(SELECT user_id FROM new_rows), array(SELECT course_id FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_mark_enrolment_days(array(SELECT user_id FROM old_rows), array(SELECT course_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_item_progress_insert AFTER INSERT ON item_progress REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_item_progress();
--> statement-breakpoint
CREATE TRIGGER report_mark_item_progress_update AFTER UPDATE ON item_progress REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_item_progress();
--> statement-breakpoint
CREATE TRIGGER report_mark_item_progress_delete AFTER DELETE ON item_progress REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_item_progress();
--> statement-breakpoint
CREATE FUNCTION report_mark_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- completion: a chapter's item count changed; every enrolment day of its course.
  IF TG_OP = 'INSERT' THEN
    PERFORM report_mark_course_days(array(SELECT course_id FROM new_rows UNION SELECT m.course_id FROM new_rows n JOIN materials m ON m.id = n.material_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_mark_course_days(array(SELECT course_id FROM old_rows UNION SELECT m.course_id FROM old_rows n JOIN materials m ON m.id = n.material_id));
  ELSE
    PERFORM report_mark_course_days(array(
      SELECT x.course_id FROM old_rows o JOIN new_rows n ON n.id = o.id,
        LATERAL (VALUES (o.course_id), (n.course_id), ((SELECT course_id FROM materials WHERE id = o.material_id)), ((SELECT course_id FROM materials WHERE id = n.material_id))) x(course_id)
      WHERE (o.material_id, o.course_id) IS DISTINCT FROM (n.material_id, n.course_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_items_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_items();
--> statement-breakpoint
CREATE TRIGGER report_mark_items_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_items();
--> statement-breakpoint
CREATE TRIGGER report_mark_items_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_items();
--> statement-breakpoint
CREATE FUNCTION report_mark_materials() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- completion: a chapter left a course (moved or deleted); its items' own triggers cover the rest.
  IF TG_OP = 'DELETE' THEN
    PERFORM report_mark_course_days(array(SELECT DISTINCT course_id FROM old_rows));
  ELSE
    PERFORM report_mark_course_days(array(
      SELECT o.course_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.course_id <> n.course_id
      UNION SELECT n.course_id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.course_id <> n.course_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_materials_update AFTER UPDATE ON materials REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_materials();
--> statement-breakpoint
CREATE TRIGGER report_mark_materials_delete AFTER DELETE ON materials REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_materials();
--> statement-breakpoint
-- Data written before these triggers: every day it touches is dirty, the roll-up job builds it.
INSERT INTO report_dirty_days (report, day)
  SELECT DISTINCT 'revenue', report_jakarta_day(paid_at) FROM orders WHERE paid_at IS NOT NULL
  UNION SELECT DISTINCT 'revenue', report_jakarta_day(settled_at) FROM refunds WHERE settled_at IS NOT NULL
  UNION SELECT DISTINCT 'funnel', report_jakarta_day(created_at) FROM orders
  UNION SELECT DISTINCT 'completion', report_jakarta_day(created_at) FROM enrolments;
