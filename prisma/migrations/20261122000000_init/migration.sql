-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('NotStarted', 'InProgress', 'ApprovalRequested', 'QuoteApproved', 'PendingBind', 'Bound', 'PolicyCancelled', 'CancellationRequested', 'CancellationDenied', 'ReinstatementRequested', 'ReinstatementDenied', 'PolicyReinstated', 'UnderwritingDeclined', 'UnderwritingBindReview', 'IncompleteBind', 'QuoteArchived', 'QuotePermanentlyArchived', 'Renewal', 'Hidden', 'NTU', 'Declined', 'ReferredToProgram', 'Submitted', 'Working', 'RequestedInfo', 'InMarket', 'Quoted', 'RequestedRenewal', 'Test');

-- CreateEnum
CREATE TYPE "SubmissionStatus" AS ENUM ('InProgress', 'Completed');

-- CreateEnum
CREATE TYPE "InfoStatus" AS ENUM ('NotStarted', 'InProgress', 'Completed');

-- CreateEnum
CREATE TYPE "InsuredType" AS ENUM ('company', 'individual');

-- CreateEnum
CREATE TYPE "SubmissionType" AS ENUM ('online', 'email', 'external');

-- CreateEnum
CREATE TYPE "AddressKind" AS ENUM ('physical', 'mailing');

-- CreateEnum
CREATE TYPE "DocumentCategory" AS ENUM ('Bind', 'upload_finalize_quote', 'upload_view_upload');

-- CreateEnum
CREATE TYPE "UploaderType" AS ENUM ('Agent', 'Underwriter');

-- CreateEnum
CREATE TYPE "NoteEntityType" AS ENUM ('Submission', 'Application');

-- CreateEnum
CREATE TYPE "NoteCategory" AS ENUM ('PreBindSubmission', 'PostBindSubmission', 'Renewal', 'PreBindApplication', 'PostBindApplication', 'Endorsement', 'Document');

-- CreateEnum
CREATE TYPE "CancellationStatus" AS ENUM ('CancellationRequested', 'CancellationDenied', 'CancellationCancelled', 'PolicyCancelled');

-- CreateEnum
CREATE TYPE "ReinstatementStatus" AS ENUM ('ReinstatementRequested', 'ReinstatementDenied', 'PolicyReinstated');

-- CreateEnum
CREATE TYPE "EndorsementStatus" AS ENUM ('InProgress', 'ApprovalRequested', 'EndorsementApproved', 'BindRequested', 'Bound', 'Declined', 'Archived', 'Cancelled', 'CancelledReversed');

-- CreateTable
CREATE TABLE "Agency" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "parentAgencyId" TEXT,
    "parentAgencyCompanyName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Agency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "phoneNumber" TEXT,
    "roles" TEXT[],
    "agencyId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserTrait" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "UserTrait_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Industry" (
    "id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "icon" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Industry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" TEXT NOT NULL,
    "industryId" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "description" TEXT,
    "icon" TEXT,
    "iconUrl" TEXT,
    "submissionType" "SubmissionType" NOT NULL DEFAULT 'online',
    "submissionEmail" TEXT,
    "submissionFormUrl" TEXT,
    "submissionFormAlternateUrl" TEXT,
    "requiresAccessGrant" BOOLEAN NOT NULL DEFAULT false,
    "requestAccessUrl" TEXT,
    "limitedDistribution" BOOLEAN NOT NULL DEFAULT false,
    "stateIndication" TEXT,
    "isDirectToConsumer" BOOLEAN NOT NULL DEFAULT false,
    "isWholesale" BOOLEAN NOT NULL DEFAULT false,
    "details" JSONB,
    "linkedProductIdentifiers" TEXT[],
    "currentVersion" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductVersion" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "questionnaire" JSONB NOT NULL,
    "pricing" JSONB NOT NULL,
    "rating" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProductVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductAccessGrant" (
    "agencyId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    CONSTRAINT "ProductAccessGrant_pkey" PRIMARY KEY ("agencyId","productId")
);

-- CreateTable
CREATE TABLE "Carrier" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "thumbnailUrl" TEXT,
    CONSTRAINT "Carrier_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductCarrier" (
    "productId" TEXT NOT NULL,
    "carrierId" TEXT NOT NULL,
    "factorBps" INTEGER NOT NULL DEFAULT 10000,
    CONSTRAINT "ProductCarrier_pkey" PRIMARY KEY ("productId","carrierId")
);

-- CreateTable
CREATE TABLE "BusinessType" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "naicsCode" TEXT NOT NULL,
    "isoCglCode" TEXT NOT NULL,
    "sicCode" TEXT NOT NULL,
    "states" TEXT[],
    CONSTRAINT "BusinessType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BusinessTypeProduct" (
    "businessTypeId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    CONSTRAINT "BusinessTypeProduct_pkey" PRIMARY KEY ("businessTypeId","productId")
);

-- CreateTable
CREATE TABLE "Submission" (
    "id" TEXT NOT NULL,
    "agencyId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "status" "SubmissionStatus" NOT NULL DEFAULT 'InProgress',
    "insuredType" "InsuredType" NOT NULL DEFAULT 'company',
    "infoStatus" "InfoStatus" NOT NULL DEFAULT 'NotStarted',
    "isDocumentUploaded" BOOLEAN NOT NULL DEFAULT false,
    "isFormCompleted" BOOLEAN NOT NULL DEFAULT false,
    "isBusinessTypeSubmitted" BOOLEAN NOT NULL DEFAULT false,
    "companyName" TEXT,
    "dba" TEXT,
    "firstName" TEXT,
    "lastName" TEXT,
    "emailAddress" TEXT,
    "phoneNumber" TEXT,
    "websiteUrl" TEXT,
    "entityType" TEXT,
    "feinSsnNumber" TEXT,
    "dateBusinessStarted" DATE,
    "yearsOfExp" INTEGER,
    "description" TEXT,
    "isMailingSameAsPhysical" BOOLEAN NOT NULL DEFAULT true,
    "selectedIndustryIds" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Submission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubmissionAddress" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "kind" "AddressKind" NOT NULL,
    "streetAddress" TEXT NOT NULL,
    "aptSuite" TEXT,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "latitude" DECIMAL(9,6),
    "longitude" DECIMAL(9,6),
    "isManuallyEntered" BOOLEAN NOT NULL DEFAULT true,
    CONSTRAINT "SubmissionAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubmissionBusinessType" (
    "submissionId" TEXT NOT NULL,
    "businessTypeId" TEXT NOT NULL,
    "percentage" DECIMAL(5,2) NOT NULL,
    CONSTRAINT "SubmissionBusinessType_pkey" PRIMARY KEY ("submissionId","businessTypeId")
);

-- CreateTable
CREATE TABLE "Application" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "productVersion" INTEGER NOT NULL,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'NotStarted',
    "statusId" INTEGER DEFAULT 50,
    "answerGroups" JSONB NOT NULL DEFAULT '[]',
    "sectionGroupStatuses" JSONB NOT NULL DEFAULT '{}',
    "selectedCarrierId" TEXT,
    "pricingAnswers" JSONB NOT NULL DEFAULT '[]',
    "totalCostCents" INTEGER,
    "effectiveDate" DATE,
    "expirationDate" DATE,
    "policyNo" TEXT,
    "isFlaggedForManualReview" BOOLEAN NOT NULL DEFAULT false,
    "isFlaggedForRenewal" BOOLEAN NOT NULL DEFAULT false,
    "isDeclineAcknowledged" BOOLEAN NOT NULL DEFAULT false,
    "completionPercentage" INTEGER NOT NULL DEFAULT 0,
    "basePremiumCents" INTEGER,
    "totalPremiumCents" INTEGER,
    "priceIndicationCarriers" JSONB,
    "priceIndicationSeen" BOOLEAN NOT NULL DEFAULT false,
    "priceIndicationReady" BOOLEAN NOT NULL DEFAULT false,
    "renewedFromAppId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Application_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApplicationStatusHistory" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "fromStatus" "ApplicationStatus" NOT NULL,
    "toStatus" "ApplicationStatus" NOT NULL,
    "changedById" TEXT,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ApplicationStatusHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Document" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "cancellationId" TEXT,
    "reinstatementId" TEXT,
    "filename" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "category" "DocumentCategory" NOT NULL,
    "classification" TEXT,
    "exclusiveToUnderwriter" BOOLEAN NOT NULL DEFAULT false,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "uploaderId" TEXT,
    "uploaderName" TEXT NOT NULL,
    "uploaderType" "UploaderType" NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Document_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Note" (
    "id" TEXT NOT NULL,
    "submissionId" TEXT NOT NULL,
    "applicationId" TEXT,
    "entityType" "NoteEntityType" NOT NULL,
    "entityId" TEXT NOT NULL,
    "category" "NoteCategory" NOT NULL,
    "content" TEXT NOT NULL,
    "notify" TEXT[],
    "isInternal" BOOLEAN NOT NULL DEFAULT false,
    "parentNoteId" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "authorId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Note_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Cancellation" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "status" "CancellationStatus" NOT NULL DEFAULT 'CancellationRequested',
    "requestedById" TEXT NOT NULL,
    "requestedDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancellationDate" DATE,
    "reason" TEXT,
    "uecDueTo" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Cancellation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CancellationStatusHistory" (
    "id" TEXT NOT NULL,
    "cancellationId" TEXT NOT NULL,
    "status" "CancellationStatus" NOT NULL,
    "changedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CancellationStatusHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Reinstatement" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "cancellationId" TEXT,
    "status" "ReinstatementStatus" NOT NULL DEFAULT 'ReinstatementRequested',
    "requestedById" TEXT NOT NULL,
    "requestedDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Reinstatement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReinstatementStatusHistory" (
    "id" TEXT NOT NULL,
    "reinstatementId" TEXT NOT NULL,
    "status" "ReinstatementStatus" NOT NULL,
    "changedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReinstatementStatusHistory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Endorsement" (
    "id" TEXT NOT NULL,
    "applicationId" TEXT NOT NULL,
    "status" "EndorsementStatus" NOT NULL DEFAULT 'ApprovalRequested',
    "effectiveDate" DATE NOT NULL,
    "companyInfoChanges" JSONB NOT NULL DEFAULT '{}',
    "businessTypeChanges" JSONB NOT NULL DEFAULT '[]',
    "answerChanges" JSONB NOT NULL DEFAULT '[]',
    "totalPremiumCents" INTEGER,
    "stateTaxCents" INTEGER,
    "underwriterFeeCents" INTEGER,
    "boundDate" TIMESTAMP(3),
    "updatedById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "Endorsement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EndorsementStatusHistory" (
    "id" TEXT NOT NULL,
    "endorsementId" TEXT NOT NULL,
    "status" "EndorsementStatus" NOT NULL,
    "changedById" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "EndorsementStatusHistory_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "User_agencyId_idx" ON "User"("agencyId");

-- CreateIndex
CREATE UNIQUE INDEX "UserTrait_userId_key_key" ON "UserTrait"("userId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Industry_identifier_key" ON "Industry"("identifier");

-- CreateIndex
CREATE INDEX "Industry_sortOrder_idx" ON "Industry"("sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "Product_identifier_key" ON "Product"("identifier");

-- CreateIndex
CREATE INDEX "Product_industryId_sortOrder_idx" ON "Product"("industryId", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "ProductVersion_productId_version_key" ON "ProductVersion"("productId", "version");

-- CreateIndex
CREATE INDEX "ProductAccessGrant_productId_idx" ON "ProductAccessGrant"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "Carrier_name_key" ON "Carrier"("name");

-- CreateIndex
CREATE INDEX "ProductCarrier_carrierId_idx" ON "ProductCarrier"("carrierId");

-- CreateIndex
CREATE INDEX "BusinessType_naicsCode_idx" ON "BusinessType"("naicsCode");

-- CreateIndex
CREATE UNIQUE INDEX "BusinessType_title_key" ON "BusinessType"("title");

-- CreateIndex
CREATE INDEX "BusinessTypeProduct_productId_idx" ON "BusinessTypeProduct"("productId");

-- CreateIndex
CREATE INDEX "Submission_agencyId_updatedAt_id_idx" ON "Submission"("agencyId", "updatedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Submission_updatedAt_id_idx" ON "Submission"("updatedAt" DESC, "id");

-- CreateIndex
CREATE INDEX "Submission_agentId_idx" ON "Submission"("agentId");

-- CreateIndex
CREATE UNIQUE INDEX "SubmissionAddress_submissionId_kind_key" ON "SubmissionAddress"("submissionId", "kind");

-- CreateIndex
CREATE INDEX "SubmissionBusinessType_businessTypeId_idx" ON "SubmissionBusinessType"("businessTypeId");

-- CreateIndex
CREATE INDEX "Application_submissionId_createdAt_idx" ON "Application"("submissionId", "createdAt");

-- CreateIndex
CREATE INDEX "Application_productId_idx" ON "Application"("productId");

-- CreateIndex
CREATE INDEX "Application_status_idx" ON "Application"("status");

-- CreateIndex
CREATE INDEX "Application_renewedFromAppId_idx" ON "Application"("renewedFromAppId");

-- CreateIndex
CREATE INDEX "ApplicationStatusHistory_applicationId_createdAt_idx" ON "ApplicationStatusHistory"("applicationId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Document_storageKey_key" ON "Document"("storageKey");

-- CreateIndex
CREATE INDEX "Document_applicationId_createdAt_idx" ON "Document"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "Document_cancellationId_idx" ON "Document"("cancellationId");

-- CreateIndex
CREATE INDEX "Document_reinstatementId_idx" ON "Document"("reinstatementId");

-- CreateIndex
CREATE INDEX "Note_submissionId_createdAt_idx" ON "Note"("submissionId", "createdAt");

-- CreateIndex
CREATE INDEX "Note_applicationId_createdAt_idx" ON "Note"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "Note_parentNoteId_idx" ON "Note"("parentNoteId");

-- CreateIndex
CREATE INDEX "Cancellation_applicationId_createdAt_idx" ON "Cancellation"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "Cancellation_status_updatedAt_idx" ON "Cancellation"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "CancellationStatusHistory_cancellationId_createdAt_idx" ON "CancellationStatusHistory"("cancellationId", "createdAt");

-- CreateIndex
CREATE INDEX "Reinstatement_applicationId_createdAt_idx" ON "Reinstatement"("applicationId", "createdAt");

-- CreateIndex
CREATE INDEX "Reinstatement_cancellationId_idx" ON "Reinstatement"("cancellationId");

-- CreateIndex
CREATE INDEX "Reinstatement_status_updatedAt_idx" ON "Reinstatement"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "ReinstatementStatusHistory_reinstatementId_createdAt_idx" ON "ReinstatementStatusHistory"("reinstatementId", "createdAt");

-- CreateIndex
CREATE INDEX "Endorsement_applicationId_effectiveDate_idx" ON "Endorsement"("applicationId", "effectiveDate");

-- CreateIndex
CREATE INDEX "Endorsement_status_updatedAt_idx" ON "Endorsement"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "EndorsementStatusHistory_endorsementId_createdAt_idx" ON "EndorsementStatusHistory"("endorsementId", "createdAt");

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserTrait" ADD CONSTRAINT "UserTrait_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_industryId_fkey" FOREIGN KEY ("industryId") REFERENCES "Industry"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductVersion" ADD CONSTRAINT "ProductVersion_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductAccessGrant" ADD CONSTRAINT "ProductAccessGrant_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductAccessGrant" ADD CONSTRAINT "ProductAccessGrant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductCarrier" ADD CONSTRAINT "ProductCarrier_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductCarrier" ADD CONSTRAINT "ProductCarrier_carrierId_fkey" FOREIGN KEY ("carrierId") REFERENCES "Carrier"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessTypeProduct" ADD CONSTRAINT "BusinessTypeProduct_businessTypeId_fkey" FOREIGN KEY ("businessTypeId") REFERENCES "BusinessType"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BusinessTypeProduct" ADD CONSTRAINT "BusinessTypeProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_agencyId_fkey" FOREIGN KEY ("agencyId") REFERENCES "Agency"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Submission" ADD CONSTRAINT "Submission_agentId_fkey" FOREIGN KEY ("agentId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionAddress" ADD CONSTRAINT "SubmissionAddress_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionBusinessType" ADD CONSTRAINT "SubmissionBusinessType_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SubmissionBusinessType" ADD CONSTRAINT "SubmissionBusinessType_businessTypeId_fkey" FOREIGN KEY ("businessTypeId") REFERENCES "BusinessType"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_selectedCarrierId_fkey" FOREIGN KEY ("selectedCarrierId") REFERENCES "Carrier"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Application" ADD CONSTRAINT "Application_renewedFromAppId_fkey" FOREIGN KEY ("renewedFromAppId") REFERENCES "Application"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationStatusHistory" ADD CONSTRAINT "ApplicationStatusHistory_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApplicationStatusHistory" ADD CONSTRAINT "ApplicationStatusHistory_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_cancellationId_fkey" FOREIGN KEY ("cancellationId") REFERENCES "Cancellation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_reinstatementId_fkey" FOREIGN KEY ("reinstatementId") REFERENCES "Reinstatement"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Document" ADD CONSTRAINT "Document_uploaderId_fkey" FOREIGN KEY ("uploaderId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "Submission"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_parentNoteId_fkey" FOREIGN KEY ("parentNoteId") REFERENCES "Note"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Note" ADD CONSTRAINT "Note_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Cancellation" ADD CONSTRAINT "Cancellation_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Cancellation" ADD CONSTRAINT "Cancellation_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CancellationStatusHistory" ADD CONSTRAINT "CancellationStatusHistory_cancellationId_fkey" FOREIGN KEY ("cancellationId") REFERENCES "Cancellation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CancellationStatusHistory" ADD CONSTRAINT "CancellationStatusHistory_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reinstatement" ADD CONSTRAINT "Reinstatement_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reinstatement" ADD CONSTRAINT "Reinstatement_cancellationId_fkey" FOREIGN KEY ("cancellationId") REFERENCES "Cancellation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reinstatement" ADD CONSTRAINT "Reinstatement_requestedById_fkey" FOREIGN KEY ("requestedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReinstatementStatusHistory" ADD CONSTRAINT "ReinstatementStatusHistory_reinstatementId_fkey" FOREIGN KEY ("reinstatementId") REFERENCES "Reinstatement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReinstatementStatusHistory" ADD CONSTRAINT "ReinstatementStatusHistory_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Endorsement" ADD CONSTRAINT "Endorsement_applicationId_fkey" FOREIGN KEY ("applicationId") REFERENCES "Application"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Endorsement" ADD CONSTRAINT "Endorsement_updatedById_fkey" FOREIGN KEY ("updatedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EndorsementStatusHistory" ADD CONSTRAINT "EndorsementStatusHistory_endorsementId_fkey" FOREIGN KEY ("endorsementId") REFERENCES "Endorsement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EndorsementStatusHistory" ADD CONSTRAINT "EndorsementStatusHistory_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
