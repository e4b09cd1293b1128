-- CreateTable
CREATE TABLE "faqs" (
    "id" SERIAL NOT NULL,
    "question" VARCHAR(300) NOT NULL,
    "answer" VARCHAR(5000) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "faqs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_texts" (
    "key" VARCHAR(40) NOT NULL,
    "body" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "site_texts_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "faqs_position_id_idx" ON "faqs"("position", "id");

-- The texts the site showed when they were constants in code: the public pages read these rows
-- from now on, and organisers edit them in the admin screens (every database starts with them).
INSERT INTO "faqs" ("question", "answer", "position", "updated_at") VALUES
('What is the Indian Academy of Pediatrics, Uttar Pradesh?', $md$IAP Uttar Pradesh is the state branch of the Indian Academy of Pediatrics: the association of paediatricians of Uttar Pradesh. It runs continuing medical education, training courses and public health campaigns for the children of the state, and holds UP Pedicon, its annual state conference.$md$, 1, CURRENT_TIMESTAMP),
('Who can become a member?', $md$Any doctor with a recognised postgraduate qualification in paediatrics (MD, DNB or DCH) practising in Uttar Pradesh can join as a life member; postgraduate students in paediatrics can join as associate members. Apply through your district branch or write to us from the [Contact page](/contact-us).$md$, 2, CURRENT_TIMESTAMP),
('What is UP Pedicon 2025?', $md$UP Pedicon 2025 is the 46th annual state conference of IAP Uttar Pradesh, held in Gorakhpur from 28 to 30 November 2025: three days of plenary lectures, hands-on workshops, free papers and posters, and the annual general body meeting.$md$, 3, CURRENT_TIMESTAMP),
('How do I submit an abstract?', $md$Abstracts are submitted online through the [Call for Abstracts form](https://forms.gle/UpPedicon2025Abstracts). The guidelines (format, word limit and deadlines) will be announced on this website.$md$, 4, CURRENT_TIMESTAMP),
('What are the highlights of the conference?', $md$Pre-conference workshops on neonatal resuscitation and paediatric emergencies, plenary talks by national faculty, sessions on adolescent health and immunisation, postgraduate quiz and paper awards, and a cultural evening in the city of Gorakhpur.$md$, 5, CURRENT_TIMESTAMP);

INSERT INTO "site_texts" ("key", "body", "updated_at") VALUES
('about.introduction', $md$The Indian Academy of Pediatrics, Uttar Pradesh (IAP UP) brings together the paediatricians of India’s most populous state: doctors in medical colleges, district hospitals and private practice who care for more than eight crore children. Through its district branches it runs continuing medical education, skills courses such as neonatal resuscitation and paediatric advanced life support, and public health campaigns on breastfeeding, immunisation, diarrhoea and adolescent health.$md$, CURRENT_TIMESTAMP),
('about.history', $md$The state branch grew from a handful of paediatricians who met to share cases and teach one another. Its annual conference, UP Pedicon, has since travelled across the state, from Lucknow and Kanpur to Varanasi, Agra and Prayagraj, and in 2025 comes to Gorakhpur for its 46th edition.$md$, CURRENT_TIMESTAMP),
('about.founders', $md$We remember with gratitude the founding members of the academy in Uttar Pradesh, who built it with no office and no funds, only the conviction that the children of the state deserved trained and organised paediatricians. Every workshop and every conference we hold continues their work.$md$, CURRENT_TIMESTAMP),
('about.mission', $md$To promote the health and well-being of every child in Uttar Pradesh by keeping its paediatricians learning, connected and heard.$md$, CURRENT_TIMESTAMP),
('about.vision', $md$A state where every newborn, child and adolescent, in the city or the village, receives timely, evidence-based and compassionate care.$md$, CURRENT_TIMESTAMP),
('about.values', $md$Scientific integrity, equity of care, ethical practice, collegiality across generations, and service to the community.$md$, CURRENT_TIMESTAMP),
('about.steps', $md$1. **Fill in the form** Open [Register](/register) and enter your Personal & Events Details.
2. **Choose your category** Pick your registration category; the fee is shown at once.
3. **Accept and pay** Tick the terms on the checkout page and press PAY NOW to pay online.
4. **Upload your proof** Enter the transaction id and date and upload the proof of payment.
5. **Get confirmed** Your registration is confirmed by e-mail; collect your kit at the venue.$md$, CURRENT_TIMESTAMP),
('page.refund', $md$## Cancellation with a 50% refund

A registration for UP Pedicon 2025 (Gorakhpur, 28 to 30 November 2025) may be cancelled up to two months before the conference, that is until 28 September 2025. Write to the secretariat from the e-mail address you registered with, quoting your name, mobile number and transaction id. We refund 50% of the registration fee paid.

## How and when refunds are paid

Refunds are processed within 10 working days of our confirmation of the cancellation, to the original method of payment (the same card, account or UPI id). Payment gateway surcharges are charged by the bank and are not refundable.

## Later cancellations

Cancellations received less than two months before the conference, and registrations not used, are not refunded.

## Substitutions

A registered delegate who cannot attend may be replaced at any time, free of charge, by another person from the same organisation (the same hospital, college or practice). Send the substitute's name, mobile number and e-mail to the secretariat; a change of category that costs more is payable before the conference.

## If the conference is cancelled

Should the organisers cancel the conference, every registration fee is refunded in full to the original method of payment.$md$, '2025-06-01 00:00:00+05:30'),
('page.privacy', $md$## Who we are

This website is run by the Indian Academy of Pediatrics, Uttar Pradesh (IAP UP), organiser of UP Pedicon 2025, the 46th annual state conference held in Gorakhpur.

## What we collect

When you register we collect your name, mobile number, e-mail address, date of birth, age, address, designation, membership numbers, registration category and, if you upload it, a letter of proof. When you pay we receive the transaction reference and status from the bank's payment gateway and the proof of payment you upload; we never see or store your card details. When you write to us we keep your name, e-mail, mobile number and message.

## Why we use it

To register you for the conference, confirm your payment, issue your delegate kit and certificates, answer your messages and tell you about the conference. We do not sell or rent your data, and we share it only with the bank that processes your payment and as the law requires.

## How long we keep it

Registration and payment records are kept for as long as accounting law requires; messages are deleted within two years. You may ask us to see, correct or delete your data.

## Cookies

The public pages set no tracking or advertising cookies. The administrators' area uses one session cookie to keep administrators signed in.

## Children

This website and its services are meant for doctors, nurses, students and other adults. They are not aimed at children under 13, and we do not knowingly collect data from them.

## Contact

For any question about your data, write to the secretariat using the details on the [Contact page](/contact-us).$md$, '2025-06-01 00:00:00+05:30'),
('page.terms', $md$## Registration

A registration for UP Pedicon 2025 is confirmed once the full fee of its category has been received. The fees are those published on the [About page](/about#registration) at the time of payment; the early-bird fees apply to payments made until 30 June 2025. Categories with reduced fees (students, nurses, senior citizens) may be asked for proof at the venue.

## Payments

Fees are paid online through the bank's secure payment gateway in Indian rupees. The gateway adds a surcharge that depends on the payment method; it is shown before you pay. Keep your transaction id and upload your proof of payment when asked.

## Cancellations and substitutions

Cancellations, refunds and substitutions follow our [Refund & Cancellation Policy](/refund).

## The programme

The organisers may change speakers, sessions, timings or halls when circumstances require; the published programme is indicative until the conference.

## Use of this website

The content of this website belongs to IAP Uttar Pradesh and may be shared with attribution for non-commercial purposes. Do not misuse the forms of this website or try to access its administrators' area. Your data is handled as described in our [Privacy Policy](/privacy-policy).

## Governing law

These terms are governed by the laws of India; the courts of Gorakhpur, Uttar Pradesh, have jurisdiction.$md$, '2025-06-01 00:00:00+05:30');
