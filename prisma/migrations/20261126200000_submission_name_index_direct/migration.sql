-- The submission list's name search reads the trigram index of insured names
-- directly. With fastupdate (GIN's default) new entries wait in a pending list
-- that every search of the index reads whole, up to gin_pending_list_limit
-- (4 MB) until a vacuum merges it, whatever the search. Submissions are
-- written far less often than they are searched.
ALTER INDEX "Submission_companyName_idx" SET (fastupdate = off);
-- Turning it off keeps what is already pending: merged now.
SELECT gin_clean_pending_list('"Submission_companyName_idx"'::regclass);
