-- CreateEnum
CREATE TYPE "CmeReleaseRule" AS ENUM ('after_last_day', 'on_date');

-- CreateEnum
CREATE TYPE "FeedbackKind" AS ENUM ('rating', 'text');

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "council_reg_number" VARCHAR(30) NOT NULL DEFAULT '',
ADD COLUMN     "medical_council" VARCHAR(40) NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "cme_settings" (
    "edition_id" INTEGER NOT NULL,
    "council" VARCHAR(40) NOT NULL DEFAULT 'UP',
    "accreditation_number" VARCHAR(60) NOT NULL,
    "accreditation_date" DATE NOT NULL,
    "hours_per_day" DECIMAL(4,1) NOT NULL,
    "release_rule" "CmeReleaseRule" NOT NULL DEFAULT 'after_last_day',
    "release_on" DATE,
    "last_day_ends_time" VARCHAR(5) NOT NULL DEFAULT '18:00',
    "min_days" INTEGER,
    "feedback_skippable" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cme_settings_pkey" PRIMARY KEY ("edition_id")
);

-- CreateTable
CREATE TABLE "feedback_questions" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "kind" "FeedbackKind" NOT NULL,
    "prompt" VARCHAR(300) NOT NULL,
    "required" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "feedback_questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedback_responses" (
    "id" SERIAL NOT NULL,
    "participant_id" INTEGER NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "answers" JSONB NOT NULL,
    "skipped" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedback_responses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "desk_scans" (
    "id" VARCHAR(64) NOT NULL,
    "participant_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "scanned_at" TIMESTAMPTZ(3) NOT NULL,
    "desk" VARCHAR(120) NOT NULL,
    "recorded" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "desk_scans_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "feedback_questions_edition_id_position_idx" ON "feedback_questions"("edition_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "feedback_responses_participant_id_edition_id_key" ON "feedback_responses"("participant_id", "edition_id");

-- CreateIndex
CREATE INDEX "desk_scans_participant_id_day_idx" ON "desk_scans"("participant_id", "day");

-- AddForeignKey
ALTER TABLE "cme_settings" ADD CONSTRAINT "cme_settings_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback_questions" ADD CONSTRAINT "feedback_questions_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "desk_scans" ADD CONSTRAINT "desk_scans_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
