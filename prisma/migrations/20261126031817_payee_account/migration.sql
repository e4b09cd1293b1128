-- CreateTable
CREATE TABLE "payee_account" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "upi_id" VARCHAR(100) NOT NULL DEFAULT '',
    "payee_name" VARCHAR(120) NOT NULL DEFAULT '',
    "bank_name" VARCHAR(120) NOT NULL DEFAULT '',
    "account_number" VARCHAR(18) NOT NULL DEFAULT '',
    "ifsc" VARCHAR(11) NOT NULL DEFAULT '',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payee_account_pkey" PRIMARY KEY ("id")
);
