-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "invite_expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "invite_token_hash" VARCHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "admins_invite_token_hash_key" ON "admins"("invite_token_hash");
