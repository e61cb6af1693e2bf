-- The work queue's name search (the waiting applications' names and their tails) and the Documents page's file-name
-- search read their trigram indexes directly, as the submissions' name search does since migration
-- submission_name_index_direct: with fastupdate (GIN's default) new entries wait in a pending list that every search
-- reads whole, up to gin_pending_list_limit (4 MB) until a vacuum merges it, whatever the search. A name searched for
-- in the queue by insured read 389 pages of the tails' pending list to find nothing (4.6 ms at 100,000 submissions;
-- 0.19 ms once merged).
ALTER INDEX "Application_insuredName_idx" SET (fastupdate = off);
ALTER INDEX "Application_insuredNameTail_idx" SET (fastupdate = off);
ALTER INDEX "Document_filename_idx" SET (fastupdate = off);
-- Turning it off keeps what is already pending: merged now.
SELECT gin_clean_pending_list('"Application_insuredName_idx"'::regclass);
SELECT gin_clean_pending_list('"Application_insuredNameTail_idx"'::regclass);
SELECT gin_clean_pending_list('"Document_filename_idx"'::regclass);
