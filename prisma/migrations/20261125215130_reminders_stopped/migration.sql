-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "reminders_stopped_at" TIMESTAMPTZ(3);
