-- CreateTable
CREATE TABLE "sandbox_gateway_records" (
    "key" VARCHAR(80) NOT NULL,
    "tran_ctx" VARCHAR(64),
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sandbox_gateway_records_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "sandbox_gateway_records_tran_ctx_key" ON "sandbox_gateway_records"("tran_ctx");
