-- CreateEnum
CREATE TYPE "ProgrammeSessionKind" AS ENUM ('plenary', 'symposium', 'free_paper', 'poster', 'workshop', 'break');

-- CreateTable
CREATE TABLE "programme_halls" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "programme_halls_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "programme_sessions" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "hall_id" INTEGER,
    "kind" "ProgrammeSessionKind" NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "description" VARCHAR(2000) NOT NULL DEFAULT '',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "programme_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faculty" (
    "id" SERIAL NOT NULL,
    "edition_id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "designation" VARCHAR(160) NOT NULL DEFAULT '',
    "affiliation" VARCHAR(200) NOT NULL DEFAULT '',
    "profile" VARCHAR(1000) NOT NULL DEFAULT '',
    "photo" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "faculty_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session_chairs" (
    "session_id" INTEGER NOT NULL,
    "faculty_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "session_chairs_pkey" PRIMARY KEY ("session_id","faculty_id")
);

-- CreateTable
CREATE TABLE "programme_talks" (
    "id" SERIAL NOT NULL,
    "session_id" INTEGER NOT NULL,
    "title" VARCHAR(300) NOT NULL,
    "speaker_id" INTEGER,
    "presenter" VARCHAR(160) NOT NULL DEFAULT '',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "programme_talks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "programme_halls_edition_id_name_key" ON "programme_halls"("edition_id", "name");

-- CreateIndex
CREATE INDEX "programme_sessions_edition_id_starts_at_idx" ON "programme_sessions"("edition_id", "starts_at");

-- CreateIndex
CREATE INDEX "faculty_edition_id_name_idx" ON "faculty"("edition_id", "name");

-- CreateIndex
CREATE INDEX "programme_talks_session_id_starts_at_idx" ON "programme_talks"("session_id", "starts_at");

-- AddForeignKey
ALTER TABLE "programme_halls" ADD CONSTRAINT "programme_halls_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "programme_sessions" ADD CONSTRAINT "programme_sessions_hall_id_fkey" FOREIGN KEY ("hall_id") REFERENCES "programme_halls"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "faculty" ADD CONSTRAINT "faculty_edition_id_fkey" FOREIGN KEY ("edition_id") REFERENCES "editions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_chairs" ADD CONSTRAINT "session_chairs_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "programme_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_chairs" ADD CONSTRAINT "session_chairs_faculty_id_fkey" FOREIGN KEY ("faculty_id") REFERENCES "faculty"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "programme_talks" ADD CONSTRAINT "programme_talks_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "programme_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "programme_talks" ADD CONSTRAINT "programme_talks_speaker_id_fkey" FOREIGN KEY ("speaker_id") REFERENCES "faculty"("id") ON DELETE SET NULL ON UPDATE CASCADE;
