CREATE TABLE "report_daily_questions" (
	"day" date NOT NULL,
	"question_id" integer NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	CONSTRAINT "report_daily_questions_day_question_id_pk" PRIMARY KEY("day","question_id")
);
--> statement-breakpoint
CREATE INDEX "quiz_responses_answer_idx" ON "quiz_responses" USING btree ("answer_id");