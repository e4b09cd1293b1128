-- AlterTable
ALTER TABLE "events" ADD COLUMN     "capacity" INTEGER,
ADD COLUMN     "edition_id" INTEGER,
ADD COLUMN     "fee_paise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "registrable" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "registration_deadline" DATE;

-- CreateTable
CREATE TABLE "workshop_seats" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "participant_id" INTEGER NOT NULL,
    "fee_paise" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "workshop_seats_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "workshop_seats_event_id_idx" ON "workshop_seats"("event_id");

-- CreateIndex
CREATE UNIQUE INDEX "workshop_seats_participant_id_event_id_key" ON "workshop_seats"("participant_id", "event_id");

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workshop_seats" ADD CONSTRAINT "workshop_seats_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workshop_seats" ADD CONSTRAINT "workshop_seats_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

