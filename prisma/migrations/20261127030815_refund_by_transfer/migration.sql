-- AlterEnum
ALTER TYPE "PaymentGateway" ADD VALUE 'transfer';

-- AlterTable
ALTER TABLE "payment_attempts" ADD COLUMN     "sent_on" DATE;
