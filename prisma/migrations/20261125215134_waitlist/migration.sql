-- CreateEnum
CREATE TYPE "WaitlistState" AS ENUM ('waiting', 'offered', 'accepted', 'expired', 'left');

-- AlterTable
ALTER TABLE "editions" ADD COLUMN     "waitlist_offer_hours" INTEGER NOT NULL DEFAULT 24;

-- CreateTable
CREATE TABLE "waitlist_entries" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "participant_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "state" "WaitlistState" NOT NULL DEFAULT 'waiting',
    "offered_at" TIMESTAMPTZ(3),
    "offer_expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "waitlist_entries_event_id_state_idx" ON "waitlist_entries"("event_id", "state");

-- CreateIndex
CREATE INDEX "waitlist_entries_participant_id_idx" ON "waitlist_entries"("participant_id");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_entries_event_id_participant_id_key" ON "waitlist_entries"("event_id", "participant_id");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_entries_event_id_position_key" ON "waitlist_entries"("event_id", "position");

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
