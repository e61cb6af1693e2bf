-- A POST sent with an Idempotency-Key is claimed here before it runs, and its answer kept: the same
-- request sent again within 24 hours gets that answer instead of a second write (docs/api.md).

-- CreateTable
CREATE TABLE "IdempotentRequest" (
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" INTEGER,
    "answer" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotentRequest_pkey" PRIMARY KEY ("userId","key")
);

-- CreateIndex
CREATE INDEX "IdempotentRequest_createdAt_idx" ON "IdempotentRequest"("createdAt");

-- AddForeignKey
ALTER TABLE "IdempotentRequest" ADD CONSTRAINT "IdempotentRequest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
