// Privacy policy (the content spec: last updated May 8, 2025; twenty numbered sections with the
// anchors the spec lists, then contact, unnumbered; the stated positions). The text is ours and
// describes what this app does. No digit is typed here apart from the update date (legal.test.ts).
import { MARKETING_OPT_OUT_BUSINESS_DAYS, PRIVACY_CHILD_AGE, RESERVE_MIN_AGE } from '../content/constants';
import { numberInOrder, sectionId, type LegalDocument, type LegalSection } from './types';
import { CONTACT_LINKS, HELP_CENTER, TERMS } from './shared';
import { TERMS_DOCUMENT } from './terms';

export const PRIVACY_UPDATED = { label: 'May 8, 2025', iso: '2025-05-08' } as const;

/** The terms' section on disputes, which privacy disputes follow too. */
const DISPUTES = TERMS_DOCUMENT.sections.find((s) => s.id?.endsWith('-disputes-and-arbitration'))!;

/** The spec's anchors in order: all numbered but the last (contact). */
const BODY: ReadonlyArray<Omit<LegalSection, 'number'>> = [
  {
    id: 'application-scope',
    title: 'Application and scope',
    blocks: [
      'This policy explains how Landline collects, uses and shares personal information when you visit our website, book or manage a trip, ride our coaches, join Penguin Perks, subscribe to our newsletter or contact us.',
      'It does not cover the websites of partner airlines, hotels or other businesses we link to: their own policies apply there.',
    ],
  },
  {
    id: 'your-consent',
    title: 'Your consent',
    blocks: [
      'By using our website and services you agree to this policy. Where the law asks for your explicit consent, for example before we send you our newsletter, we ask for it separately, and you can withdraw it at any time.',
    ],
  },
  {
    id: 'what-is-personal-information',
    title: 'What is personal information',
    blocks: [
      'Personal information is any information about a person who can be identified from it, such as a name, an e-mail address, a phone number or a booking. Information that no longer identifies anyone is not personal information (see Non-personal information).',
    ],
  },
  {
    id: 'kinds-of-personal-information',
    title: 'Kinds of personal information we collect',
    blocks: [
      {
        list: [
          'Your account: e-mail address, name, phone number, date of birth, gender, preferred airport and referral code, plus any optional travel preferences you add to your profile.',
          'Your bookings: trips, the passengers you book for and the details each fare needs, and the payment status.',
          'Your Penguin Perks record: your rides, tier, points, credits and vouchers.',
          'Newsletter: the address you sign up with and whether you confirmed it.',
          'Messages you send us, for example through the Help Center or a quote request.',
          'Technical information: the address a request came from, the page asked for, the time and the browser type.',
        ],
      },
    ],
  },
  {
    id: 'how-we-collect-information',
    title: 'How we collect information',
    blocks: [
      {
        list: [
          'From you, when you create an account, book, fill in a form or write to us.',
          'From the person who books a trip for you, who gives us the details your ticket needs.',
          'From partner airlines, when a flight booking includes one of our rides.',
          'From your browser, automatically, as it talks to our servers (see Cookies).',
        ],
      },
    ],
  },
  {
    id: 'why-we-collect-use-information',
    title: 'Why we collect and use information',
    blocks: [
      {
        list: [
          'To run your bookings: issue tickets, carry you, tell you about changes to your trip and handle refunds and travel credit.',
          'To run your account and your Penguin Perks membership, including discounts, tiers and referral rewards.',
          'To send the e-mail you asked for (see E-mail notices).',
          'To keep the service working and secure: find faults, prevent fraud and stop abuse.',
          'To understand how the website is used and improve it.',
          'To meet our legal obligations, such as keeping accounting records.',
        ],
      },
    ],
  },
  {
    id: 'when-we-disclose-information',
    title: 'When we disclose information',
    blocks: [
      'We do not sell your personal information, and we do not rent or trade it. We share it only with:',
      {
        list: [
          'Our card payment provider, which handles your card payments and refunds: card details go straight to it, and we never see or store your full card number.',
          'Partner airlines, for bookings that include their flights: the passenger details the airline needs to issue the ticket.',
          'The companies that deliver our e-mail and host our servers and database, on our behalf.',
          'Analytics and advertising services, when they are turned on (see Cookies).',
          'Authorities, where the law requires it, and a company that takes over our service, under this same policy.',
        ],
      },
      'These companies may use your information only to provide their service to us or, for airlines, to carry you.',
    ],
  },
  {
    id: 'your-privacy-choices',
    title: 'Your privacy choices',
    blocks: [
      `You can stop marketing e-mails at any time with the unsubscribe link in every newsletter, or by asking us; it may take up to ${MARKETING_OPT_OUT_BUSINESS_DAYS} business days for the change to take effect. You will still receive the messages about your bookings and account.`,
      'You can change most of your account details yourself on your profile page, and block or delete cookies in your browser’s settings.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies',
    blocks: [
      'To keep you signed in, we set a cookie that only our servers can read, and keep a small sign-in mark in your browser’s local storage. We also keep the draft of the booking you are making there, so that reloading a page does not lose it. Logging out removes them.',
      'Our website can use analytics cookies, which count visits and show how pages are used, and advertising pixels, which measure whether our advertising works. They are only loaded when the site operator turns them on; then the services that provide them set their own cookies.',
      'Our website does not respond to Do Not Track signals from browsers.',
    ],
  },
  {
    id: 'where-we-use-store-information',
    title: 'Where we use and store information',
    blocks: [
      'We store information on servers in the United States. Information about trips on our Canadian routes may be handled there as well, and our service providers may process it in other countries, where the local law may allow authorities to access it.',
    ],
  },
  {
    id: 'how-long-we-keep-information',
    title: 'How long we keep information',
    blocks: [
      {
        list: [
          'Account information: while your account is open. When you ask us to close it, we delete it, except what we must keep by law.',
          'Bookings and payment records: as long as tax and accounting law requires.',
          'Newsletter address: until you unsubscribe. We keep a record that you unsubscribed so that we do not write to you again.',
          'Technical logs: only as long as we need them to investigate faults and abuse.',
        ],
      },
    ],
  },
  {
    id: 'how-we-protect-information',
    title: 'How we protect information',
    blocks: [
      'Our website is served over encrypted connections. Passwords are hashed with scrypt and never stored in clear: nobody at Landline can read your password. The links we e-mail for account activation and password recovery work once and expire, and only the staff who need your information can see it.',
    ],
  },
  {
    id: 'access-correct-information',
    title: 'Access and correct your information',
    blocks: [
      'You can ask to see the information we hold about you and get a copy of it, have it corrected, or have it deleted except what we must keep by law. You can also object to a use of it, or complain to your data protection authority.',
      ['To do so, contact us through our ', HELP_CENTER, '. We may ask you to confirm who you are first.'],
    ],
  },
  {
    id: 'non-personal-information',
    title: 'Non-personal information',
    blocks: [
      'We combine information into totals that identify no one, such as the number of riders on a route or the busiest departure times. Such information is not personal, and we may use and share it freely.',
    ],
  },
  {
    id: 'advertised-businesses',
    title: 'Advertised businesses',
    blocks: [
      'Our pages mention and link to other businesses: partner airlines, hotels with discounts for our riders, airports. What you give them is governed by their own privacy policies, not ours.',
    ],
  },
  {
    id: 'social-media-posting',
    title: 'Social media posting',
    blocks: [
      'When you follow, mention or message us on a social network, that network’s policy governs what it collects. What you post publicly there can be seen by anyone; we may answer it, and we reshare a post only with its author’s permission.',
    ],
  },
  {
    id: 'childrens-personal-information',
    title: 'Children’s personal information',
    blocks: [
      `Our website is not meant for children, and we do not knowingly collect personal information from children under ${PRIVACY_CHILD_AGE}. Accounts and reservations are for adults: you must be ${RESERVE_MIN_AGE} or older to reserve. When an adult books a trip for a child, we use the child’s details only to issue the ticket and apply the right fare.`,
      'If you believe a child has given us personal information, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes-to-policy',
    title: 'Changes to this policy',
    blocks: [
      'We may update this policy. The date at the top shows the latest version; if a change matters to how we use your information, we will tell you by e-mail or on this website before it applies.',
    ],
  },
  {
    id: 'email-notices',
    title: 'E-mail notices',
    blocks: [
      'We send the messages your bookings and account need: confirmations, boarding passes, changes to your trip, account activation and password recovery. We send our newsletter only after you have confirmed your address from the e-mail we send you, and you can leave it with one click.',
    ],
  },
  {
    id: 'disclaimers-disputes',
    title: 'Disclaimers and disputes',
    blocks: [
      'No system is perfectly secure. If a breach puts your information at risk, we will tell you and the authorities as the law requires.',
      [
        'A dispute about your privacy is settled as our ',
        TERMS,
        ' set out in ',
        { text: `section ${DISPUTES.number}, ${DISPUTES.title}`, to: `/terms-and-conditions#${sectionId(DISPUTES)}` },
        '.',
      ],
    ],
  },
];

export const PRIVACY_DOCUMENT: LegalDocument = {
  meta: {
    title: 'Privacy Policy',
    description:
      'What personal information Landline collects when you book, ride and sign up, why we use it, who we share it with, how long we keep it and your choices.',
  },
  header: {
    title: 'Privacy Policy',
    subtitle: 'What we collect when you search, book and ride with us, why, and the choices you have.',
  },
  updated: PRIVACY_UPDATED,
  sections: [
    ...numberInOrder(BODY),
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [['Questions about your information or this policy? Reach us through our ', ...CONTACT_LINKS, '.']],
    },
  ],
};
