-- AlterTable
ALTER TABLE "payment_attempts" ADD COLUMN     "abandoned_at" TIMESTAMPTZ(3),
ADD COLUMN     "redirect_uri" VARCHAR(500),
ADD COLUMN     "tran_ctx" VARCHAR(200);
