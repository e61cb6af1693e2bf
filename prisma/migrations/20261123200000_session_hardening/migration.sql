-- Sessions end after 14 days unused; a changed role or password ends them at once.
-- AlterTable
ALTER TABLE "AuthSession" ADD COLUMN "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- CreateTable
CREATE TABLE "HandoffToken" (
    "jti" TEXT NOT NULL,
    "program" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "HandoffToken_pkey" PRIMARY KEY ("jti")
);

-- CreateTable
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" TIMESTAMP(3),
    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "HandoffToken_expiresAt_idx" ON "HandoffToken"("expiresAt");

-- Whatever path changes a user's role or password, their sessions and API tokens end with it.
-- (An agency change needs no sign-out: every request re-reads the user's agency.)
CREATE FUNCTION "revoke_sessions_of_changed_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "AuthSession" SET "revokedAt" = CURRENT_TIMESTAMP WHERE "userId" = NEW."id" AND "revokedAt" IS NULL;
  RETURN NEW;
END;
$$;

CREATE TRIGGER "User_revoke_sessions"
  AFTER UPDATE OF "roles", "passwordHash" ON "User"
  FOR EACH ROW
  WHEN (OLD."roles" IS DISTINCT FROM NEW."roles" OR OLD."passwordHash" IS DISTINCT FROM NEW."passwordHash")
  EXECUTE FUNCTION "revoke_sessions_of_changed_user"();
