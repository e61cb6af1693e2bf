-- Events that change no audited table (signing in, failing to, signing out, issuing an API token)
-- are recorded in the audit trail too: from which address and browser, how the attempt ended, and
-- what else it concerned. Table changes leave these empty.

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "clientAddress" TEXT,
ADD COLUMN     "details" JSONB,
ADD COLUMN     "outcome" TEXT,
ADD COLUMN     "userAgent" TEXT;
