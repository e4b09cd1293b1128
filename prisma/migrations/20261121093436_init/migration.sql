-- CreateEnum
CREATE TYPE "Designation" AS ENUM ('president', 'member', 'treasurer', 'secretary', 'exofficopresident', 'exofficosecretary', 'vicepresident', 'scirntificsecretary', 'jointsecretary', 'mediacoordinator', 'liaisoningincharge', 'wbfweekcommittee', 'orsdaycommittee', 'adolescentcommittee', 'caahcweekcommittee', 'newbornweekcommitte');

-- CreateEnum
CREATE TYPE "Weekday" AS ENUM ('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday');

-- CreateEnum
CREATE TYPE "GalleryKind" AS ENUM ('home', 'gorakhpur');

-- CreateEnum
CREATE TYPE "ParticipantDesignation" AS ENUM ('MedicalCollegeFaculty', 'consultant', 'PG_Student', 'UG_Student', 'nurse', 'other');

-- CreateEnum
CREATE TYPE "RegistrationCategory" AS ENUM ('conferencefaculty', 'ciap_upiap_Member', 'NonMember', 'PG_Student', 'NurseUG_Student', 'seniorcitizen', 'accompanyingperson', 'corporate_regis');

-- CreateEnum
CREATE TYPE "RegistrationStatus" AS ENUM ('pending_payment', 'paid', 'payment_failed', 'free', 'proof_submitted', 'proof_verified', 'proof_rejected', 'refunded', 'cancelled');

-- CreateEnum
CREATE TYPE "PaymentGateway" AS ENUM ('payphi', 'icici_ms');

-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('sale', 'refund');

-- CreateTable
CREATE TABLE "members" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "degree" VARCHAR(200) NOT NULL DEFAULT '',
    "designation" "Designation" NOT NULL DEFAULT 'member',
    "picture" VARCHAR(300),
    "description" TEXT NOT NULL DEFAULT '',
    "association" VARCHAR(200) NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "conference_events" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "title" VARCHAR(300) NOT NULL DEFAULT '',
    "description" TEXT NOT NULL,
    "additional_description" TEXT NOT NULL DEFAULT '',
    "date" DATE NOT NULL,
    "time" VARCHAR(8) NOT NULL,
    "day" "Weekday" NOT NULL,
    "venue" VARCHAR(300) NOT NULL,
    "address" VARCHAR(500) NOT NULL DEFAULT '',
    "organizer" VARCHAR(300) NOT NULL,
    "mobile_number" VARCHAR(10) NOT NULL DEFAULT '',
    "email" VARCHAR(254) NOT NULL,
    "pedicon_picture" VARCHAR(300),
    "event_picture" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "conference_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "events" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "description" TEXT NOT NULL,
    "venue" VARCHAR(300) NOT NULL,
    "date" DATE NOT NULL,
    "time" VARCHAR(8) NOT NULL,
    "organizer" VARCHAR(300) NOT NULL,
    "address" VARCHAR(500) NOT NULL,
    "day" "Weekday" NOT NULL,
    "event_picture" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gallery_images" (
    "id" SERIAL NOT NULL,
    "gallery" "GalleryKind" NOT NULL,
    "images" VARCHAR(300) NOT NULL,
    "title" VARCHAR(200) NOT NULL DEFAULT '',
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gallery_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "themes" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "description" TEXT NOT NULL,
    "image" VARCHAR(300),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "themes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_details" (
    "id" SERIAL NOT NULL,
    "mobile_number" VARCHAR(10) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "whatsapp_number" VARCHAR(10) NOT NULL,
    "location" VARCHAR(500) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_messages" (
    "id" SERIAL NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "mobile_number" VARCHAR(10) NOT NULL,
    "message" TEXT NOT NULL,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banner_slides" (
    "id" SERIAL NOT NULL,
    "image" VARCHAR(300) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "subtitle" VARCHAR(300) NOT NULL DEFAULT '',
    "button_text" VARCHAR(60) NOT NULL,
    "button_link" VARCHAR(300) NOT NULL,
    "button_texts" VARCHAR(60) NOT NULL DEFAULT '',
    "button_links" VARCHAR(300) NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL DEFAULT 0,
    "width" INTEGER NOT NULL DEFAULT 0,
    "height" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "banner_slides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "participants" (
    "id" SERIAL NOT NULL,
    "registration_number" VARCHAR(20) NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "mobile_number" VARCHAR(10) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "date_of_birth" DATE NOT NULL,
    "address" VARCHAR(500) NOT NULL,
    "age" INTEGER NOT NULL,
    "designation" "ParticipantDesignation" NOT NULL,
    "ciap_membership" VARCHAR(60) NOT NULL DEFAULT '',
    "aop_up_membership" VARCHAR(60) NOT NULL DEFAULT '',
    "lop" VARCHAR(300),
    "accompanying_person" BOOLEAN NOT NULL,
    "category" "RegistrationCategory" NOT NULL,
    "amount_paise" INTEGER NOT NULL,
    "status" "RegistrationStatus" NOT NULL DEFAULT 'pending_payment',
    "paid_at" TIMESTAMPTZ(3),
    "amount_mismatch" BOOLEAN NOT NULL DEFAULT false,
    "refunded_paise" INTEGER NOT NULL DEFAULT 0,
    "receipt_token" VARCHAR(64),
    "receipt_number" VARCHAR(30),
    "review_note" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "participants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_proofs" (
    "id" SERIAL NOT NULL,
    "participant_id" INTEGER,
    "payment_option" VARCHAR(30) NOT NULL DEFAULT 'online',
    "transaction_id" VARCHAR(100) NOT NULL,
    "transaction_date" DATE NOT NULL,
    "proof_of_payment" VARCHAR(300) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_proofs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_attempts" (
    "id" SERIAL NOT NULL,
    "participant_id" INTEGER NOT NULL,
    "gateway" "PaymentGateway" NOT NULL DEFAULT 'payphi',
    "kind" "PaymentKind" NOT NULL DEFAULT 'sale',
    "merchant_txn_no" VARCHAR(20) NOT NULL,
    "original_txn_no" VARCHAR(20),
    "amount_paise" INTEGER NOT NULL,
    "txn_status" VARCHAR(3) NOT NULL DEFAULT 'REQ',
    "gateway_txn_id" VARCHAR(60),
    "finalized_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "gateway_exchanges" (
    "id" SERIAL NOT NULL,
    "payment_attempt_id" INTEGER,
    "operation" VARCHAR(30) NOT NULL,
    "merchant_txn_no" VARCHAR(20),
    "request" JSONB,
    "response" JSONB,
    "http_status" INTEGER,
    "hash_valid" BOOLEAN,
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "gateway_exchanges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "admins" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "name" VARCHAR(120) NOT NULL DEFAULT '',
    "password_hash" VARCHAR(100) NOT NULL,
    "password_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "one_time_codes" (
    "id" SERIAL NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "code_hash" VARCHAR(100) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "verified_at" TIMESTAMPTZ(3),
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "one_time_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_attempts" (
    "id" SERIAL NOT NULL,
    "action" VARCHAR(30) NOT NULL,
    "email" VARCHAR(254) NOT NULL DEFAULT '',
    "ip" VARCHAR(64) NOT NULL DEFAULT '',
    "success" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "auth_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" SERIAL NOT NULL,
    "admin_email" VARCHAR(254) NOT NULL DEFAULT '',
    "action" VARCHAR(60) NOT NULL,
    "entity" VARCHAR(60) NOT NULL DEFAULT '',
    "entity_id" VARCHAR(60) NOT NULL DEFAULT '',
    "detail" JSONB,
    "ip" VARCHAR(64) NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "members_designation_position_id_idx" ON "members"("designation", "position", "id");

-- CreateIndex
CREATE INDEX "events_date_time_idx" ON "events"("date", "time");

-- CreateIndex
CREATE INDEX "gallery_images_gallery_id_idx" ON "gallery_images"("gallery", "id");

-- CreateIndex
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages"("created_at");

-- CreateIndex
CREATE INDEX "banner_slides_position_id_idx" ON "banner_slides"("position", "id");

-- CreateIndex
CREATE UNIQUE INDEX "participants_registration_number_key" ON "participants"("registration_number");

-- CreateIndex
CREATE UNIQUE INDEX "participants_receipt_token_key" ON "participants"("receipt_token");

-- CreateIndex
CREATE UNIQUE INDEX "participants_receipt_number_key" ON "participants"("receipt_number");

-- CreateIndex
CREATE INDEX "participants_email_mobile_number_idx" ON "participants"("email", "mobile_number");

-- CreateIndex
CREATE INDEX "participants_status_idx" ON "participants"("status");

-- CreateIndex
CREATE INDEX "participants_category_idx" ON "participants"("category");

-- CreateIndex
CREATE INDEX "participants_created_at_idx" ON "participants"("created_at");

-- CreateIndex
CREATE INDEX "payment_proofs_participant_id_idx" ON "payment_proofs"("participant_id");

-- CreateIndex
CREATE INDEX "payment_proofs_transaction_id_idx" ON "payment_proofs"("transaction_id");

-- CreateIndex
CREATE UNIQUE INDEX "payment_attempts_merchant_txn_no_key" ON "payment_attempts"("merchant_txn_no");

-- CreateIndex
CREATE INDEX "payment_attempts_participant_id_idx" ON "payment_attempts"("participant_id");

-- CreateIndex
CREATE INDEX "payment_attempts_gateway_txn_id_idx" ON "payment_attempts"("gateway_txn_id");

-- CreateIndex
CREATE INDEX "gateway_exchanges_payment_attempt_id_idx" ON "gateway_exchanges"("payment_attempt_id");

-- CreateIndex
CREATE INDEX "gateway_exchanges_merchant_txn_no_idx" ON "gateway_exchanges"("merchant_txn_no");

-- CreateIndex
CREATE UNIQUE INDEX "admins_email_key" ON "admins"("email");

-- CreateIndex
CREATE UNIQUE INDEX "one_time_codes_admin_id_key" ON "one_time_codes"("admin_id");

-- CreateIndex
CREATE INDEX "auth_attempts_action_email_created_at_idx" ON "auth_attempts"("action", "email", "created_at");

-- CreateIndex
CREATE INDEX "auth_attempts_action_ip_created_at_idx" ON "auth_attempts"("action", "ip", "created_at");

-- CreateIndex
CREATE INDEX "audit_logs_created_at_idx" ON "audit_logs"("created_at");

-- CreateIndex
CREATE INDEX "audit_logs_entity_entity_id_idx" ON "audit_logs"("entity", "entity_id");

-- AddForeignKey
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_participant_id_fkey" FOREIGN KEY ("participant_id") REFERENCES "participants"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gateway_exchanges" ADD CONSTRAINT "gateway_exchanges_payment_attempt_id_fkey" FOREIGN KEY ("payment_attempt_id") REFERENCES "payment_attempts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_admin_id_fkey" FOREIGN KEY ("admin_id") REFERENCES "admins"("id") ON DELETE CASCADE ON UPDATE CASCADE;
