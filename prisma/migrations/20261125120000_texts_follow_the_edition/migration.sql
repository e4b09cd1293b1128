-- The texts that name the conference follow the current edition: where the starting texts (or
-- the demo's versions of them) are still as written, the edition's name, number, city, dates,
-- refund cut-off and fee slabs become placeholders, filled when a page is shown
-- (lib/editions/texts.ts). A text an organiser has rewritten is left alone.

-- The policy pages, exactly as the site_content migration wrote them (recognised by their MD5),
-- dated by this change.
UPDATE "site_texts" SET "updated_at" = CURRENT_TIMESTAMP, "body" = replace("body",
    $md$A registration for UP Pedicon 2025 (Gorakhpur, 28 to 30 November 2025) may be cancelled up to two months before the conference, that is until 28 September 2025.$md$,
    $md$A registration for {edition} ({city}, {dates}) may be cancelled up to two months before the conference, that is until {cancellation_cutoff}.$md$)
 WHERE "key" = 'page.refund' AND md5("body") = '2cc18ea6217f9de681db61cb780ad6b9';
UPDATE "site_texts" SET "updated_at" = CURRENT_TIMESTAMP, "body" = replace("body",
    $md$organiser of UP Pedicon 2025, the 46th annual state conference held in Gorakhpur.$md$,
    $md$organiser of {edition}, the {number} annual state conference, held in {city} on {dates}.$md$)
 WHERE "key" = 'page.privacy' AND md5("body") = 'b2fc7149db747fbfaff7b6371c12ad77';
UPDATE "site_texts" SET "updated_at" = CURRENT_TIMESTAMP, "body" = replace(replace("body",
    $md$A registration for UP Pedicon 2025 is confirmed$md$,
    $md$A registration for {edition} is confirmed$md$),
    $md$The fees are those published on the [About page](/about#registration) at the time of payment; the early-bird fees apply to payments made until 30 June 2025.$md$,
    $md$The fees are those published on the [About page](/about#registration) for the day of payment: {fee_slabs}.$md$)
 WHERE "key" = 'page.terms' AND md5("body") = '28742321fa42b85140cf1c18fb014cb2';

-- The history's sentence about this year's conference.
UPDATE "site_texts"
   SET "body" = regexp_replace("body", 'and in \d{4} comes to [^.]+ for its \d+(st|nd|rd|th) edition\.', 'and in {year} comes to {city} for its {number} edition.'),
       "updated_at" = CURRENT_TIMESTAMP
 WHERE "key" = 'about.history' AND "body" ~ 'and in \d{4} comes to [^.]+ for its \d+(st|nd|rd|th) edition\.';

-- The FAQ about the conference, and the abstracts form's address.
UPDATE "faqs"
   SET "question" = 'What is {edition}?',
       "answer" = regexp_replace("answer", '^UP Pedicon \d{4} is the \d+(st|nd|rd|th) annual state conference of IAP Uttar Pradesh, (held )?in [^ ,]+ from [^:]+:', '{edition} is the {number} annual state conference of IAP Uttar Pradesh, in {city} from {dates}:'),
       "updated_at" = CURRENT_TIMESTAMP
 WHERE "question" ~ '^What is UP Pedicon \d{4}\?$'
   AND "answer" ~ '^UP Pedicon \d{4} is the \d+(st|nd|rd|th) annual state conference of IAP Uttar Pradesh, (held )?in [^ ,]+ from [^:]+:';
UPDATE "faqs"
   SET "answer" = replace("answer", '(https://forms.gle/UpPedicon2025Abstracts)', '({abstracts_url})'), "updated_at" = CURRENT_TIMESTAMP
 WHERE "answer" LIKE '%(https://forms.gle/UpPedicon2025Abstracts)%';

-- The demo's hero slide about the conference, written out for the edition that was current.
UPDATE "banner_slides" s
   SET "title" = CASE WHEN s."title" = e."name" THEN '{edition}' ELSE s."title" END,
       "button_texts" = CASE WHEN s."button_texts" = e."name" THEN '{edition}' ELSE s."button_texts" END,
       "subtitle" = regexp_replace(s."subtitle", '^\d+(st|nd|rd|th) Annual State Conference · [^·]+ · [^·]+$', '{number} Annual State Conference · {city} · {dates}'),
       "updated_at" = CURRENT_TIMESTAMP
  FROM "current_edition" c JOIN "editions" e ON e."id" = c."edition_id"
 WHERE s."title" = e."name" OR s."button_texts" = e."name";

-- The demo's conference record, themes and office bearers named the edition in passing: they
-- now say what stays true from year to year (the pages name the edition beside them).
UPDATE "conference_events"
   SET "title" = regexp_replace("title", '^\d+(st|nd|rd|th) Annual State Conference', 'Annual State Conference'),
       "description" = regexp_replace("description", '^UP Pedicon \d{4} brings the paediatricians of Uttar Pradesh to [^ ]+ for', 'The conference brings the paediatricians of Uttar Pradesh together for'),
       "additional_description" = regexp_replace("additional_description", '^Pre-conference workshops run on [^;]+; the scientific programme and the inauguration follow on .+\.$', 'Pre-conference workshops run on the first day; the scientific programme and the inauguration follow on the next two.'),
       "updated_at" = CURRENT_TIMESTAMP
 WHERE "title" ~ '^\d+(st|nd|rd|th) Annual State Conference'
    OR "description" ~ '^UP Pedicon \d{4} brings the paediatricians of Uttar Pradesh to [^ ]+ for'
    OR "additional_description" ~ '^Pre-conference workshops run on [^;]+; the scientific programme and the inauguration follow on .+\.$';
UPDATE "themes"
   SET "description" = regexp_replace("description", '^The theme of UP Pedicon \d{4}:', 'The theme of the annual conference:'), "updated_at" = CURRENT_TIMESTAMP
 WHERE "description" ~ '^The theme of UP Pedicon \d{4}:';
UPDATE "members"
   SET "description" = regexp_replace(regexp_replace("description",
         'He welcomes every delegate to [^ ]+ for UP Pedicon \d{4}\.$', 'He welcomes every delegate to the annual state conference.'),
         'the organising committee of UP Pedicon \d{4}\.$', 'the organising committee of the annual state conference.'),
       "updated_at" = CURRENT_TIMESTAMP
 WHERE "description" ~ '(for|committee of) UP Pedicon \d{4}\.$';
