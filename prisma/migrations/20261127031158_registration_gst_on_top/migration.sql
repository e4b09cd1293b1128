-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "gst_added_paise" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "gst_on_top" JSONB;
