-- AlterTable
ALTER TABLE "cme_settings" ADD COLUMN     "credit_per_session" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "programme_sessions" ADD COLUMN     "credit_hours" DECIMAL(4,1);

-- CreateTable
CREATE TABLE "session_attendances" (
    "participant_id" INTEGER NOT NULL,
    "session_id" INTEGER NOT NULL,
    "attended_at" TIMESTAMPTZ(3) NOT NULL,
    "by_name" VARCHAR(120) NOT NULL,
    "rehearsal" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "session_attendances_pkey" PRIMARY KEY ("participant_id","session_id")
);

-- CreateIndex
CREATE INDEX "session_attendances_session_id_idx" ON "session_attendances"("session_id");

-- AddForeignKey
ALTER TABLE "session_attendances" ADD CONSTRAINT "session_attendances_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_attendances" ADD CONSTRAINT "session_attendances_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "programme_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
