-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('queued', 'running', 'done', 'failed', 'interrupted');

-- CreateTable
CREATE TABLE "jobs" (
    "id" SERIAL NOT NULL,
    "kind" VARCHAR(60) NOT NULL,
    "payload" JSONB NOT NULL,
    "idempotency_key" VARCHAR(200) NOT NULL,
    "entity" VARCHAR(60) NOT NULL DEFAULT '',
    "entity_id" VARCHAR(60) NOT NULL DEFAULT '',
    "batch" VARCHAR(60),
    "status" "JobStatus" NOT NULL DEFAULT 'queued',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "max_attempts" INTEGER NOT NULL DEFAULT 5,
    "run_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "finished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "jobs_idempotency_key_key" ON "jobs"("idempotency_key");

-- CreateIndex
CREATE INDEX "jobs_status_run_after_idx" ON "jobs"("status", "run_after");

-- CreateIndex
CREATE INDEX "jobs_entity_entity_id_idx" ON "jobs"("entity", "entity_id");

-- CreateIndex
CREATE INDEX "jobs_batch_status_idx" ON "jobs"("batch", "status");
