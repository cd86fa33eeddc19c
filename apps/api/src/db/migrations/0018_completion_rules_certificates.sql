CREATE TYPE "public"."certificate_revocation" AS ENUM('refund', 'erasure', 'admin');--> statement-breakpoint
CREATE TYPE "public"."certificate_status" AS ENUM('valid', 'replaced', 'revoked');--> statement-breakpoint
CREATE TYPE "public"."quiz_completion_rule" AS ENUM('passed', 'attempted');--> statement-breakpoint
CREATE TYPE "public"."quiz_question_type" AS ENUM('single', 'multiple');--> statement-breakpoint
DROP INDEX "certificates_live_user_course_key";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "sequential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status" "certificate_status" DEFAULT 'valid' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_cause" "certificate_revocation";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by" integer;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD COLUMN "type" "quiz_question_type" DEFAULT 'single' NOT NULL;--> statement-breakpoint
-- Questions written with several correct answers become multiple-answer questions (decision 243).
UPDATE "quiz_questions" q SET "type" = 'multiple' WHERE (SELECT count(*) FROM "quiz_answers" a WHERE a.question_id = q.id AND a.is_correct) > 1;--> statement-breakpoint
ALTER TABLE "quiz_responses" ADD COLUMN "answer_ids" integer[];--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "completion_rule" "quiz_completion_rule" DEFAULT 'passed' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Certificates a reissue replaced keep that state under the new status column (decision 242).
UPDATE "certificates" SET "status" = 'replaced' WHERE "replaced_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_valid_user_course_key" ON "certificates" USING btree ("user_id","course_id") WHERE status = 'valid';--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "purchase_count";--> statement-breakpoint
-- A multiple-answer question is right only as the whole chosen set: every day with answers to one
-- is computed again by the roll-up job (decision 154), and a changed answer option marks the days of
-- every response to its question, not only of the responses that chose it (decision 243).
INSERT INTO report_dirty_days (report, day) SELECT DISTINCT 'questions', report_jakarta_day(r.created_at) FROM quiz_responses r JOIN quiz_questions q ON q.id = r.question_id WHERE q.type = 'multiple';--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_mark_quiz_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_days('questions', array(
    SELECT DISTINCT report_jakarta_day(r.created_at) FROM quiz_responses r
    WHERE r.question_id IN (
      SELECT unnest(array[o.question_id, n.question_id]) FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.is_correct, o.question_id) IS DISTINCT FROM (n.is_correct, n.question_id))));
  RETURN NULL;
END $$;--> statement-breakpoint
-- Staff previews record nothing from now on (decision 244); what earlier previews recorded (by an
-- admin, or an author of the course, without an enrolment in it) is no learner's work: removed, so
-- that no count, report or programme report includes it.
DELETE FROM "quiz_attempts" a USING "quizzes" z, "items" i
WHERE z.id = a.quiz_id AND i.id = z.item_id
  AND NOT EXISTS (SELECT 1 FROM "enrolments" e WHERE e.user_id = a.user_id AND e.course_id = i.course_id)
  AND (EXISTS (SELECT 1 FROM "user_roles" r WHERE r.user_id = a.user_id AND r.role = 'admin')
    OR EXISTS (SELECT 1 FROM "course_authors" ca WHERE ca.user_id = a.user_id AND ca.course_id = i.course_id));--> statement-breakpoint
DELETE FROM "essay_answers" x USING "items" i
WHERE i.id = x.item_id
  AND NOT EXISTS (SELECT 1 FROM "enrolments" e WHERE e.user_id = x.user_id AND e.course_id = i.course_id)
  AND (EXISTS (SELECT 1 FROM "user_roles" r WHERE r.user_id = x.user_id AND r.role = 'admin')
    OR EXISTS (SELECT 1 FROM "course_authors" ca WHERE ca.user_id = x.user_id AND ca.course_id = i.course_id));--> statement-breakpoint
DELETE FROM "item_progress" p
WHERE NOT EXISTS (SELECT 1 FROM "enrolments" e WHERE e.user_id = p.user_id AND e.course_id = p.course_id)
  AND (EXISTS (SELECT 1 FROM "user_roles" r WHERE r.user_id = p.user_id AND r.role = 'admin')
    OR EXISTS (SELECT 1 FROM "course_authors" ca WHERE ca.user_id = p.user_id AND ca.course_id = p.course_id));
