-- GST: the association's settings (and editions' overrides), the delegate's place of supply and
-- institution billed, and the tax invoices and credit notes, each numbered in its own gap-free
-- series per financial year (lib/invoices/issue.ts, from the counters table).

-- CreateEnum
CREATE TYPE "TaxDocumentKind" AS ENUM ('invoice', 'credit_note');

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "buyer_gstin" VARCHAR(15) NOT NULL DEFAULT '',
ADD COLUMN     "buyer_name" VARCHAR(200) NOT NULL DEFAULT '',
ADD COLUMN     "place_of_supply" VARCHAR(2) NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "gst_settings" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER,
    "registered" BOOLEAN NOT NULL DEFAULT false,
    "gstin" VARCHAR(15) NOT NULL DEFAULT '',
    "legal_name" VARCHAR(200) NOT NULL DEFAULT '',
    "address" VARCHAR(500) NOT NULL DEFAULT '',
    "state_code" VARCHAR(2) NOT NULL DEFAULT '09',
    "series_prefix" VARCHAR(10) NOT NULL DEFAULT 'UPIAP',
    "prices_include_gst" BOOLEAN NOT NULL DEFAULT true,
    "rates" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gst_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tax_documents" (
    "id" SERIAL NOT NULL,
    "kind" "TaxDocumentKind" NOT NULL,
    "number" VARCHAR(40) NOT NULL,
    "financial_year" VARCHAR(7) NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "participant_id" INTEGER NOT NULL,
    "invoice_id" INTEGER,
    "refund_attempt_id" INTEGER,
    "seller" JSONB NOT NULL,
    "buyer_name" VARCHAR(200) NOT NULL,
    "buyer_gstin" VARCHAR(15) NOT NULL DEFAULT '',
    "buyer_address" VARCHAR(500) NOT NULL DEFAULT '',
    "place_of_supply" VARCHAR(2) NOT NULL,
    "lines" JSONB NOT NULL,
    "taxable_paise" INTEGER NOT NULL,
    "cgst_paise" INTEGER NOT NULL,
    "sgst_paise" INTEGER NOT NULL,
    "igst_paise" INTEGER NOT NULL,
    "round_off_paise" INTEGER NOT NULL DEFAULT 0,
    "total_paise" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tax_documents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "gst_settings_edition_id_key" ON "gst_settings"("edition_id");

-- CreateIndex
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents"("number");

-- CreateIndex
CREATE UNIQUE INDEX "tax_documents_refund_attempt_id_key" ON "tax_documents"("refund_attempt_id");

-- CreateIndex
CREATE INDEX "tax_documents_participant_id_idx" ON "tax_documents"("participant_id");

-- CreateIndex
CREATE INDEX "tax_documents_issued_at_idx" ON "tax_documents"("issued_at");

-- AddForeignKey
ALTER TABLE "gst_settings" ADD CONSTRAINT "gst_settings_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "tax_documents"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One row of association settings (edition_id null); editions override with rows of their own.
CREATE UNIQUE INDEX "gst_settings_association_key" ON "gst_settings" ((1)) WHERE "edition_id" IS NULL;

-- One tax invoice per registration (credit notes: one per refund, above).
CREATE UNIQUE INDEX "tax_documents_one_invoice_key" ON "tax_documents" ("participant_id") WHERE "kind" = 'invoice';
