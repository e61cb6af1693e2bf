-- A cancellation decided with a date after today is scheduled: the policy
-- stays in force, CancellationScheduled, until that day, when it and its
-- cancellation become PolicyCancelled.

-- AlterEnum
ALTER TYPE "ApplicationStatus" ADD VALUE 'CancellationScheduled';

-- AlterEnum
ALTER TYPE "CancellationStatus" ADD VALUE 'CancellationScheduled';

-- CreateIndex: the sweep finds scheduled cancellations by their day.
CREATE INDEX "Cancellation_status_cancellationDate_idx" ON "Cancellation"("status", "cancellationDate");
