-- CreateTable
CREATE TABLE "stored_files" (
    "key" VARCHAR(200) NOT NULL,
    "content_type" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("key")
);

-- Pictures are WebP and documents PDF/JPEG/PNG: already compressed. Uncompressed out-of-line
-- storage lets substring() read a file in chunks without decompressing all of it (streaming).
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;
