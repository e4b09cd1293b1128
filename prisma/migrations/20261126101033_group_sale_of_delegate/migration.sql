-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "group_sale_id" INTEGER;

-- CreateIndex
CREATE INDEX "participants_group_sale_id_idx" ON "participants"("group_sale_id");

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_group_sale_id_fkey" FOREIGN KEY ("group_sale_id") REFERENCES "payment_attempts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
