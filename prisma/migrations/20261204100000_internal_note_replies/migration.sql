-- A defect: making a note internal left its replies visible, so agents still read them in the policy timeline and
-- could reply under the hidden thread. A reply to an internal note is internal (lib/domain/notes.ts,
-- replyInternalRule); making a thread internal now hides its replies in the same transaction, and the replies left
-- visible under an internal note before that are hidden here.
UPDATE "Note" AS reply
SET "isInternal" = true
FROM "Note" AS parent
WHERE reply."parentNoteId" = parent.id
  AND parent."isInternal"
  AND NOT reply."isInternal";
