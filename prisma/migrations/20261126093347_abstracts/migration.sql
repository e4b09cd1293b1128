-- CreateEnum
CREATE TYPE "AbstractStatus" AS ENUM ('draft', 'submitted', 'withdrawn');

-- CreateTable
CREATE TABLE "abstract_calls" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "opens_at" TIMESTAMPTZ(3) NOT NULL,
    "closes_at" TIMESTAMPTZ(3) NOT NULL,
    "types" TEXT[],
    "topics" TEXT[],
    "word_limit" INTEGER NOT NULL DEFAULT 300,
    "guidelines" TEXT NOT NULL DEFAULT '',
    "presenter_must_register" BOOLEAN NOT NULL DEFAULT false,
    "register_by" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "abstract_calls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "abstracts" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "number" VARCHAR(24),
    "email" VARCHAR(254) NOT NULL,
    "title" VARCHAR(300) NOT NULL DEFAULT '',
    "authors" JSONB NOT NULL DEFAULT '[]',
    "topic" VARCHAR(120) NOT NULL DEFAULT '',
    "type" VARCHAR(20) NOT NULL DEFAULT '',
    "sections" JSONB NOT NULL DEFAULT '{}',
    "status" "AbstractStatus" NOT NULL DEFAULT 'draft',
    "submitted_at" TIMESTAMPTZ(3),
    "withdrawn_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "abstracts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "abstract_calls_edition_id_key" ON "abstract_calls"("edition_id");

-- CreateIndex
CREATE UNIQUE INDEX "abstracts_number_key" ON "abstracts"("number");

-- CreateIndex
CREATE INDEX "abstracts_edition_id_email_idx" ON "abstracts"("edition_id", "email");

-- AddForeignKey
ALTER TABLE "abstract_calls" ADD CONSTRAINT "abstract_calls_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "abstracts" ADD CONSTRAINT "abstracts_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
