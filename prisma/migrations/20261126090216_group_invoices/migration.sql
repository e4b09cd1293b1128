-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "group_invoice_id" INTEGER;

-- AlterTable
ALTER TABLE "tax_documents" ADD COLUMN     "group_id" INTEGER,
ALTER COLUMN "participant_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "participants_group_invoice_id_idx" ON "participants"("group_invoice_id");

-- CreateIndex
CREATE INDEX "tax_documents_group_id_idx" ON "tax_documents"("group_id");

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_group_invoice_id_fkey" FOREIGN KEY ("group_invoice_id") REFERENCES "tax_documents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "registration_groups"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
