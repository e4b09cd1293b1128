-- CreateEnum
CREATE TYPE "AdminRole" AS ENUM ('admin', 'desk');

-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "role" "AdminRole" NOT NULL DEFAULT 'admin';

-- CreateTable
CREATE TABLE "check_ins" (
    "id" SERIAL NOT NULL,
    "participant_id" INTEGER NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "checked_in_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "by_admin_id" INTEGER,
    "by_name" VARCHAR(120) NOT NULL,

    CONSTRAINT "check_ins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "check_ins_edition_id_day_idx" ON "check_ins"("edition_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "check_ins_participant_id_day_key" ON "check_ins"("participant_id", "day");

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_by_admin_id_fkey" FOREIGN KEY ("by_admin_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;
