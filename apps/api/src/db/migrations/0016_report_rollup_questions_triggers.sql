-- The questions report's roll-up (decision 154), like 0014: answers mark the day they were given;
-- an answer option that changes correctness (or moves to another question) marks every day it was
-- chosen. A deleted option or question deletes its responses, whose own trigger marks their days.
CREATE FUNCTION report_mark_quiz_responses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_mark_days('questions', array(SELECT DISTINCT report_jakarta_day(created_at) FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_mark_days('questions', array(SELECT DISTINCT report_jakarta_day(created_at) FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_quiz_responses_insert AFTER INSERT ON quiz_responses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_quiz_responses();
--> statement-breakpoint
CREATE TRIGGER report_mark_quiz_responses_update AFTER UPDATE ON quiz_responses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_quiz_responses();
--> statement-breakpoint
CREATE TRIGGER report_mark_quiz_responses_delete AFTER DELETE ON quiz_responses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_quiz_responses();
--> statement-breakpoint
CREATE FUNCTION report_mark_quiz_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_days('questions', array(
    SELECT DISTINCT report_jakarta_day(r.created_at) FROM quiz_responses r
    WHERE r.answer_id IN (SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.is_correct, o.question_id) IS DISTINCT FROM (n.is_correct, n.question_id))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER report_mark_quiz_answers_update AFTER UPDATE ON quiz_answers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_mark_quiz_answers();
--> statement-breakpoint
-- Answers given before this trigger: every day with answers is dirty, the roll-up job builds it.
INSERT INTO report_dirty_days (report, day) SELECT DISTINCT 'questions', report_jakarta_day(created_at) FROM quiz_responses;
