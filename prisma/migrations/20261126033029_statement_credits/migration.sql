-- CreateEnum
CREATE TYPE "StatementOutcome" AS ENUM ('verified', 'proposed', 'unmatched');

-- CreateTable
CREATE TABLE "statement_credits" (
    "id" SERIAL NOT NULL,
    "fingerprint" VARCHAR(64) NOT NULL,
    "date" DATE NOT NULL,
    "narration" VARCHAR(500) NOT NULL,
    "reference" VARCHAR(100) NOT NULL DEFAULT '',
    "amount_paise" INTEGER NOT NULL,
    "outcome" "StatementOutcome" NOT NULL,
    "participant_id" INTEGER,
    "note" VARCHAR(300) NOT NULL DEFAULT '',
    "imported_by" VARCHAR(254) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "statement_credits_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "statement_credits_fingerprint_key" ON "statement_credits"("fingerprint");

-- CreateIndex
CREATE INDEX "statement_credits_outcome_created_at_idx" ON "statement_credits"("outcome", "created_at");

-- CreateIndex
CREATE INDEX "statement_credits_participant_id_idx" ON "statement_credits"("participant_id");

-- AddForeignKey
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE SET NULL ON UPDATE CASCADE;
