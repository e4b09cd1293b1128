-- AlterTable
ALTER TABLE "editions" ADD COLUMN     "transfer_close_days" INTEGER NOT NULL DEFAULT 7;

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "transfers" INTEGER NOT NULL DEFAULT 0;
