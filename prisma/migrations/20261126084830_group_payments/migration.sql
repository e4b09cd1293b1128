-- AlterTable
ALTER TABLE "payment_attempts" ADD COLUMN     "group_id" INTEGER,
ALTER COLUMN "participant_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "payment_attempts_group_id_idx" ON "payment_attempts"("group_id");

-- AddForeignKey
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "registration_groups"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
