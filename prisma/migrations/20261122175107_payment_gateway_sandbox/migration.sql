-- AlterEnum
ALTER TYPE "PaymentGateway" ADD VALUE 'sandbox';
