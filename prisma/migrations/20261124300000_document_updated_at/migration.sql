-- Documents are updated in place (hidden, shown, removed): a write is based on the updatedAt it read.

-- AlterTable
ALTER TABLE "Document" ADD COLUMN "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;
UPDATE "Document" SET "updatedAt" = "createdAt";
ALTER TABLE "Document" ALTER COLUMN "updatedAt" DROP DEFAULT;
