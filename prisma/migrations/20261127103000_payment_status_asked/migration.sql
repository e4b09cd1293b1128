-- AlterTable
ALTER TABLE "payment_attempts" ADD COLUMN     "status_asked_at" TIMESTAMPTZ(3);
