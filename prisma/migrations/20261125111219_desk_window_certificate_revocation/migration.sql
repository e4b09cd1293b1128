-- AlterTable
ALTER TABLE "certificates" ADD COLUMN     "pdf_key" VARCHAR(200),
ADD COLUMN     "revoked_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "check_ins" ADD COLUMN     "rehearsal" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "editions" ADD COLUMN     "desk_opens_time" VARCHAR(5) NOT NULL DEFAULT '16:00',
ADD COLUMN     "desk_rehearsal_by" VARCHAR(254),
ADD COLUMN     "desk_rehearsal_since" TIMESTAMPTZ(3);
