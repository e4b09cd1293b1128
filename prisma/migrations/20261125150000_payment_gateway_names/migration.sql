-- One name per gateway (docs/payments.md, "Gateways"): ICICI's older Merchant Solutions kit is
-- `icici`. Renaming the enum's value renames it in every stored attempt at once.
ALTER TYPE "PaymentGateway" RENAME VALUE 'icici_ms' TO 'icici';

-- The sandbox's capture sessions of that kit were kept under `ms:<token>`.
UPDATE "sandbox_gateway_records" SET "key" = 'icici:' || substr("key", 4) WHERE "key" LIKE 'ms:%';
