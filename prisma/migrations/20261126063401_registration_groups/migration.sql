-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "group_id" INTEGER;

-- AlterTable
ALTER TABLE "statement_credits" ADD COLUMN     "group_id" INTEGER;

-- CreateTable
CREATE TABLE "registration_groups" (
    "id" SERIAL NOT NULL,
    "group_number" VARCHAR(24) NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "institution" VARCHAR(200) NOT NULL,
    "gstin" VARCHAR(15) NOT NULL DEFAULT '',
    "address" VARCHAR(500) NOT NULL,
    "place_of_supply" VARCHAR(2) NOT NULL,
    "contact_name" VARCHAR(120) NOT NULL,
    "contact_email" VARCHAR(254) NOT NULL,
    "contact_mobile" VARCHAR(10) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "registration_groups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "registration_groups_group_number_key" ON "registration_groups"("group_number");

-- CreateIndex
CREATE INDEX "registration_groups_edition_id_idx" ON "registration_groups"("edition_id");

-- CreateIndex
CREATE INDEX "registration_groups_contact_email_idx" ON "registration_groups"("contact_email");

-- CreateIndex
CREATE INDEX "participants_group_id_idx" ON "participants"("group_id");

-- CreateIndex
CREATE INDEX "statement_credits_group_id_idx" ON "statement_credits"("group_id");

-- AddForeignKey
ALTER TABLE "participants" ADD CONSTRAINT "participants_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "registration_groups"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "registration_groups" ADD CONSTRAINT "registration_groups_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "statement_credits" ADD CONSTRAINT "statement_credits_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "registration_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;
