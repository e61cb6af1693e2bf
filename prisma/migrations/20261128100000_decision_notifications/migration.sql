-- Notifications of decisions besides notes (lib/domain/notices.ts): a quote approved, a bind requested, a policy
-- bound, an endorsement, cancellation or reinstatement decided. A decision's notification names its application
-- and, for a record's decision, the record and the status it reached. Each user may turn the e-mail of a kind off.
CREATE TYPE "NotificationKind" AS ENUM ('note', 'quoteApproved', 'bindRequested', 'bound', 'endorsementDecided', 'cancellationDecided', 'reinstatementDecided');

ALTER TABLE "Notification"
    ADD COLUMN "kind" "NotificationKind" NOT NULL DEFAULT 'note',
    ALTER COLUMN "noteId" DROP NOT NULL,
    ADD COLUMN "applicationId" TEXT,
    ADD COLUMN "recordId" TEXT,
    ADD COLUMN "decision" TEXT,
    ADD COLUMN "actorId" TEXT,
    -- A note's notification has its note; a decision's has its application.
    ADD CONSTRAINT "Notification_subject_check" CHECK (CASE WHEN "kind" = 'note' THEN "noteId" IS NOT NULL ELSE "noteId" IS NULL AND "applicationId" IS NOT NULL END);

CREATE INDEX "Notification_applicationId_idx" ON "Notification"("applicationId");

ALTER TABLE "Notification" ADD CONSTRAINT "Notification_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "User" ADD COLUMN "emailOffKinds" "NotificationKind"[] DEFAULT '{}';
