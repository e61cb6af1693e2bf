-- A policy's agency is told when its renewal is due (lib/domain/notices.ts, RENEWAL_NOTICE_DAYS before expiration),
-- once per policy: the sweep (server/services/renewal-notices.ts) marks the policy as it tells. Its index holds
-- only the policies not yet told, so the sweep reads the few coming due at any size of the book.
ALTER TYPE "NotificationKind" ADD VALUE 'renewalDue';

ALTER TABLE "Application" ADD COLUMN "renewalNoticeSentAt" TIMESTAMP(3);

CREATE INDEX "Application_expirationDate_idx" ON "Application"("expirationDate") WHERE "renewalNoticeSentAt" IS NULL;
