-- CreateEnum
CREATE TYPE "DiscountKind" AS ENUM ('percent', 'fixed');

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "discount_code_id" INTEGER,
ADD COLUMN     "discount_paise" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "workshop_seats" ADD COLUMN     "discount_paise" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "discount_codes" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "code" VARCHAR(30) NOT NULL,
    "description" VARCHAR(200) NOT NULL DEFAULT '',
    "kind" "DiscountKind" NOT NULL,
    "percent" INTEGER NOT NULL DEFAULT 0,
    "amount_paise" INTEGER NOT NULL DEFAULT 0,
    "categories" "RegistrationCategory"[],
    "workshop_ids" INTEGER[],
    "valid_from" DATE,
    "valid_until" DATE,
    "max_uses" INTEGER,
    "max_uses_per_email" INTEGER,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "discount_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "discount_codes_edition_id_code_key" ON "discount_codes"("edition_id", "code");

-- CreateIndex
CREATE INDEX "participants_discount_code_id_idx" ON "participants"("discount_code_id");

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_discount_code_id_fkey" FOREIGN KEY ("discount_code_id") REFERENCES "discount_codes"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
