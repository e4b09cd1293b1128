-- E-mail addresses that identify someone are stored normalised (trimmed, in lower case) and looked
-- up by equality, never by a pattern (lib/input-rules.ts, normalizeEmail). Rows written before
-- the rule are brought into that form; an administrator whose normalised address another one
-- already has keeps theirs (addresses are unique).
UPDATE "participants" SET "email" = lower(btrim("email")) WHERE "email" <> lower(btrim("email"));

UPDATE "admins" AS a SET "email" = lower(btrim(a."email"))
 WHERE a."email" <> lower(btrim(a."email"))
   AND NOT EXISTS (SELECT 1 FROM "admins" AS b WHERE b."email" = lower(btrim(a."email")));
