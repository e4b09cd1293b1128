-- CreateTable
CREATE TABLE "starred_sessions" (
    "participant_id" INTEGER NOT NULL,
    "session_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "starred_sessions_pkey" PRIMARY KEY ("participant_id","session_id")
);

-- CreateIndex
CREATE INDEX "starred_sessions_session_id_idx" ON "starred_sessions"("session_id");

-- AddForeignKey
ALTER TABLE "starred_sessions" ADD CONSTRAINT "starred_sessions_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "starred_sessions" ADD CONSTRAINT "starred_sessions_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "programme_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
