-- Insured name search in the submission list (GET /api/submissions): "contains",
-- case-insensitive, served by a trigram index. pg_trgm is a trusted extension
-- (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Submission_companyName_idx" ON "Submission" USING GIN ("companyName" gin_trgm_ops);
