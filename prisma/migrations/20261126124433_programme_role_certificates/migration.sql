-- CreateEnum
CREATE TYPE "CertificateKind" AS ENUM ('attendance', 'presenter', 'faculty', 'chairperson');

-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "faculty_id" INTEGER,
ADD COLUMN     "kind" "CertificateKind" NOT NULL DEFAULT 'attendance',
ADD COLUMN     "role_facts" JSONB,
ADD COLUMN     "role_key" VARCHAR(300),
ADD COLUMN     "session_id" INTEGER,
ADD COLUMN     "talk_id" INTEGER,
ALTER COLUMN "participant_id" DROP NOT NULL;

-- AlterTable
ALTER TABLE "faculty" ADD COLUMN     "email" VARCHAR(254) NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "programme_talks" ADD COLUMN     "award" VARCHAR(120) NOT NULL DEFAULT '',
ADD COLUMN     "presenter_email" VARCHAR(254) NOT NULL DEFAULT '';

-- CreateIndex
CREATE UNIQUE INDEX "certificates_role_key_key" ON "certificates"("role_key");

-- CreateIndex
CREATE INDEX "certificates_talk_id_idx" ON "certificates"("talk_id");

-- CreateIndex
CREATE INDEX "certificates_session_id_idx" ON "certificates"("session_id");

-- CreateIndex
CREATE INDEX "certificates_faculty_id_idx" ON "certificates"("faculty_id");

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_talk_id_fkey" FOREIGN KEY ("talk_id") REFERENCES "programme_talks"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "programme_sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_faculty_id_fkey" FOREIGN KEY ("faculty_id") REFERENCES "faculty"("id") ON DELETE SET NULL ON UPDATE CASCADE;
