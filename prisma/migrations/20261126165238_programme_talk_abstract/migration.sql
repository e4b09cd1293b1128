-- AlterTable
ALTER TABLE "programme_talks" ADD COLUMN     "abstract_id" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "programme_talks_abstract_id_key" ON "programme_talks"("abstract_id");

-- AddForeignKey
ALTER TABLE "programme_talks" ADD CONSTRAINT "programme_talks_abstract_id_fkey" FOREIGN KEY ("abstract_id") REFERENCES "abstracts"("id") ON DELETE SET NULL ON UPDATE CASCADE;
