-- Issue 10: sessions checked on every request (logout and reset revoke them), reset codes per
-- client with a single-use reset credential, and the counters of the shared rate limiter (which
-- replace auth_attempts).

-- DropIndex
DROP INDEX "one_time_codes_admin_id_key";

-- AlterTable
ALTER TABLE "one_time_codes" ADD COLUMN     "client" VARCHAR(80) NOT NULL DEFAULT '',
ADD COLUMN     "reset_expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "reset_token_hash" VARCHAR(64);

-- DropTable
DROP TABLE "auth_attempts";

-- CreateTable
CREATE TABLE "admin_sessions" (
    "id" VARCHAR(32) NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "ip" VARCHAR(64) NOT NULL DEFAULT '',
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admin_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(120) NOT NULL,
    "count" INTEGER NOT NULL,
    "strikes" INTEGER NOT NULL DEFAULT 0,
    "reset_ms" BIGINT NOT NULL,
    "forget_ms" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "admin_sessions_admin_id_idx" ON "admin_sessions"("admin_id");

-- CreateIndex
CREATE INDEX "admin_sessions_expires_at_idx" ON "admin_sessions"("expires_at");

-- CreateIndex
CREATE INDEX "rate_limits_reset_ms_idx" ON "rate_limits"("reset_ms");

-- CreateIndex
CREATE UNIQUE INDEX "one_time_codes_reset_token_hash_key" ON "one_time_codes"("reset_token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "one_time_codes_admin_id_client_key" ON "one_time_codes"("admin_id", "client");

-- AddForeignKey
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;
