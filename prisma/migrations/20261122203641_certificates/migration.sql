-- CreateEnum
CREATE TYPE "CertificateMailStatus" AS ENUM ('pending', 'sending', 'sent', 'failed', 'interrupted');

-- CreateTable
CREATE TABLE "certificate_settings" (
    "edition_id" INTEGER NOT NULL,
    "title" VARCHAR(120) NOT NULL DEFAULT 'Certificate of Attendance',
    "body_text" TEXT NOT NULL,
    "cme_hours" DECIMAL(4,1) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "certificate_settings_pkey" PRIMARY KEY ("edition_id")
);

-- CreateTable
CREATE TABLE "certificate_signatories" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" VARCHAR(120) NOT NULL,
    "designation" VARCHAR(160) NOT NULL,
    "signature_key" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "certificate_signatories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" SERIAL NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "participant_id" INTEGER NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "mail_status" "CertificateMailStatus" NOT NULL DEFAULT 'pending',
    "mail_job_id" INTEGER,
    "mail_error" VARCHAR(1000),
    "mailed_at" TIMESTAMPTZ(3),
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "certificate_signatories_edition_id_position_idx" ON "certificate_signatories"("edition_id", "position");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates"("code");

-- CreateIndex
CREATE INDEX "certificates_edition_id_mail_status_idx" ON "certificates"("edition_id", "mail_status");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_participant_id_edition_id_key" ON "certificates"("participant_id", "edition_id");

-- AddForeignKey
ALTER TABLE "certificate_settings" ADD CONSTRAINT "certificate_settings_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificate_signatories" ADD CONSTRAINT "certificate_signatories_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
