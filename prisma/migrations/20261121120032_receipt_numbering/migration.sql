-- CreateTable
CREATE TABLE "counters" (
    "name" VARCHAR(40) NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "counters_pkey" PRIMARY KEY ("name")
);

-- Receipts: every registration whose payment is recorded (paid_at set, by the gateway's verified
-- sale or by the organisers' verification of an offline payment) and that cost something gets
-- the next receipt number, UPP25-R-000001, …, and an unguessable token for the delegate's link.
-- A trigger does it, so every code path that records a payment gets one. The number comes from
-- a counter row updated in the payment's own transaction: concurrent payments wait for each
-- other's commit, and a rolled-back payment gives its number back, so the series has no gaps
-- and no number is issued twice. (Prisma does not model functions or triggers; the schema diff
-- ignores them.)

-- The next value of a named counter (row lock held until the caller's transaction ends).
CREATE FUNCTION next_counter_value(counter_name text) RETURNS integer AS $$
  INSERT INTO "counters" ("name", "value", "updated_at") VALUES (counter_name, 1, now())
  ON CONFLICT ("name") DO UPDATE SET "value" = "counters"."value" + 1, "updated_at" = now()
  RETURNING "value";
$$ LANGUAGE sql VOLATILE;

CREATE FUNCTION receipt_number_of(n integer) RETURNS text AS $$
  SELECT 'UPP25-R-' || CASE WHEN n < 1000000 THEN lpad(n::text, 6, '0') ELSE n::text END;
$$ LANGUAGE sql IMMUTABLE;

-- 64 hex characters, 244 random bits (two version-4 UUIDs from the server's strong random source;
-- gen_random_uuid() is built in since PostgreSQL 13 and needs no extension, also on PGlite).
CREATE FUNCTION new_receipt_token() RETURNS text AS $$
  SELECT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
$$ LANGUAGE sql VOLATILE;

-- Registrations paid before this migration, numbered in order of payment.
WITH paid AS (
  SELECT "id", row_number() OVER (ORDER BY "paid_at", "id") AS n
  FROM "participants"
  WHERE "paid_at" IS NOT NULL AND "amount_paise" > 0 AND "receipt_number" IS NULL
)
UPDATE "participants" p
SET "receipt_number" = receipt_number_of(paid.n::integer), "receipt_token" = new_receipt_token()
FROM paid WHERE p."id" = paid."id";

INSERT INTO "counters" ("name", "value", "updated_at")
SELECT 'receipt', count(*), now() FROM "participants" WHERE "receipt_number" IS NOT NULL;

CREATE FUNCTION participants_receipt() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    -- An issued receipt keeps its number and link, whatever happens to the registration later
    -- (a second paid_at, a refund, a cancellation).
    NEW."receipt_number" := COALESCE(OLD."receipt_number", NEW."receipt_number");
    NEW."receipt_token" := COALESCE(OLD."receipt_token", NEW."receipt_token");
  END IF;
  IF NEW."paid_at" IS NOT NULL AND NEW."amount_paise" > 0 AND NEW."receipt_number" IS NULL THEN
    NEW."receipt_number" := receipt_number_of(next_counter_value('receipt'));
    NEW."receipt_token" := new_receipt_token();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER participants_receipt
  BEFORE INSERT OR UPDATE OF "paid_at", "amount_paise", "receipt_number", "receipt_token" ON "participants"
  FOR EACH ROW EXECUTE FUNCTION participants_receipt();
