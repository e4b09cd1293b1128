-- AlterTable
ALTER TABLE "editions" ADD COLUMN     "seat_hold_minutes" INTEGER NOT NULL DEFAULT 30;

-- AlterTable
ALTER TABLE "participants" ADD COLUMN     "seats_held_since" TIMESTAMPTZ(3),
ADD COLUMN     "seats_held_until" TIMESTAMPTZ(3);

-- Unpaid registrations that already hold workshop seats: their hold starts now, for the
-- default time, and each gets the notice that runs when it ends (lib/workshops/holds.ts).
UPDATE "participants" AS p
   SET "seats_held_since" = now(), "seats_held_until" = now() + interval '30 minutes'
 WHERE p."status" IN ('pending_payment', 'payment_failed', 'proof_rejected')
   AND EXISTS (SELECT 1 FROM "workshop_seats" AS s WHERE s."participant_id" = p."id");

INSERT INTO "jobs" ("kind", "payload", "idempotency_key", "entity", "entity_id", "run_after", "updated_at")
SELECT 'mail.seats-released',
       jsonb_build_object('participantId', p."id", 'to', p."email",
                          'heldUntil', to_char(p."seats_held_until" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
       'registration:' || p."id" || ':seats-released:' || (extract(epoch FROM p."seats_held_until") * 1000)::bigint,
       'registration', p."id"::text, p."seats_held_until", now()
  FROM "participants" AS p
 WHERE p."seats_held_until" IS NOT NULL
ON CONFLICT ("idempotency_key") DO NOTHING;
