-- CreateEnum
CREATE TYPE "AbstractDecision" AS ENUM ('accept_oral', 'accept_poster', 'reject');

-- CreateEnum
CREATE TYPE "ReviewState" AS ENUM ('assigned', 'reviewed', 'conflict');

-- AlterEnum
ALTER TYPE "AdminRole" ADD VALUE 'reviewer';

-- AlterTable
ALTER TABLE "abstract_calls" ADD COLUMN     "review_criteria" TEXT[] DEFAULT ARRAY['Originality', 'Methods', 'Relevance']::TEXT[],
ADD COLUMN     "reviewers_per_abstract" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "abstracts" ADD COLUMN     "decided_at" TIMESTAMPTZ(3),
ADD COLUMN     "decided_by" VARCHAR(254),
ADD COLUMN     "decision" "AbstractDecision",
ADD COLUMN     "decision_mailed_at" TIMESTAMPTZ(3),
ADD COLUMN     "decision_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "reminded_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "institution" VARCHAR(200) NOT NULL DEFAULT '',
ADD COLUMN     "review_topics" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateTable
CREATE TABLE "review_assignments" (
    "id" SERIAL NOT NULL,
    "abstract_id" INTEGER NOT NULL,
    "reviewer_id" INTEGER,
    "state" "ReviewState" NOT NULL DEFAULT 'assigned',
    "scores" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "comment" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "conflict_reason" VARCHAR(500) NOT NULL DEFAULT '',
    "reviewed_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "review_assignments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "review_assignments_reviewer_id_idx" ON "review_assignments"("reviewer_id");

-- CreateIndex
CREATE UNIQUE INDEX "review_assignments_abstract_id_reviewer_id_key" ON "review_assignments"("abstract_id", "reviewer_id");

-- AddForeignKey
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_abstract_id_fkey" FOREIGN KEY ("abstract_id") REFERENCES "abstracts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;
