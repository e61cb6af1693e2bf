-- A renewal on a newer version of its product's questionnaire marks the questions that version asks otherwise
-- (or newly) for review, until the section holding each is saved (lib/questionnaire/changed-questions.ts).
ALTER TABLE "Application" ADD COLUMN "reviewQuestionKeys" TEXT[] DEFAULT ARRAY[]::TEXT[];
