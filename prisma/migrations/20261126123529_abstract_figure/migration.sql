-- AlterTable
ALTER TABLE "abstracts" ADD COLUMN     "figure_key" VARCHAR(200);
