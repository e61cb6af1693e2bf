-- Carrier appetite (docs/decisions/2026-11-27-appetite.md): each carrier's rules per product, by the insured's state,
-- a NAICS prefix or an ISO CGL code, and a window of days; a risk no rule matches is written. An application keeps
-- the appetite it was submitted with (the work queue filters on it) and an underwriter's override of an
-- out-of-appetite coverage (who and when; the audit trail has the rest).

-- CreateEnum
CREATE TYPE "AppetiteDecision" AS ENUM ('writes', 'refers', 'declines');
CREATE TYPE "AppetiteVerdict" AS ENUM ('in', 'refer', 'out');

-- CreateTable
CREATE TABLE "CarrierAppetiteRule" (
    "id" TEXT NOT NULL,
    "carrierId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "state" TEXT,
    "naicsPrefix" TEXT,
    "isoCglCode" TEXT,
    "decision" "AppetiteDecision" NOT NULL,
    "reason" TEXT NOT NULL,
    "effectiveFrom" DATE,
    "effectiveTo" DATE,

    CONSTRAINT "CarrierAppetiteRule_pkey" PRIMARY KEY ("id"),
    -- What lib/domain/appetite.ts can match: a state's code, 2 to 6 NAICS digits, a 5-digit ISO code, a window in order.
    CONSTRAINT "CarrierAppetiteRule_state_check" CHECK ("state" ~ '^[A-Z]{2}$'),
    CONSTRAINT "CarrierAppetiteRule_naicsPrefix_check" CHECK ("naicsPrefix" ~ '^[0-9]{2,6}$'),
    CONSTRAINT "CarrierAppetiteRule_isoCglCode_check" CHECK ("isoCglCode" ~ '^[0-9]{5}$'),
    CONSTRAINT "CarrierAppetiteRule_reason_check" CHECK (btrim("reason") <> ''),
    CONSTRAINT "CarrierAppetiteRule_window_check" CHECK ("effectiveFrom" IS NULL OR "effectiveTo" IS NULL OR "effectiveFrom" <= "effectiveTo")
);

-- AlterTable
ALTER TABLE "Application" ADD COLUMN "appetiteDecision" "AppetiteVerdict",
ADD COLUMN "appetiteOverriddenById" TEXT,
ADD COLUMN "appetiteOverriddenAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "CarrierAppetiteRule_productId_carrierId_idx" ON "CarrierAppetiteRule"("productId", "carrierId");
CREATE INDEX "CarrierAppetiteRule_carrierId_idx" ON "CarrierAppetiteRule"("carrierId");

-- AddForeignKey
ALTER TABLE "CarrierAppetiteRule" ADD CONSTRAINT "CarrierAppetiteRule_carrierId_fkey" FOREIGN KEY ("carrierId") REFERENCES "Carrier"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CarrierAppetiteRule" ADD CONSTRAINT "CarrierAppetiteRule_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Application" ADD CONSTRAINT "Application_appetiteOverriddenById_fkey" FOREIGN KEY ("appetiteOverriddenById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A carrier's appetite decides what agents may submit: every change of a rule is on record.
CREATE TRIGGER "CarrierAppetiteRule_audit" AFTER INSERT OR UPDATE OR DELETE ON "CarrierAppetiteRule"
  FOR EACH ROW EXECUTE FUNCTION "audit_row"('CarrierAppetiteRule', 'id', '');
