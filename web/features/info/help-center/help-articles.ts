import { formatRupees } from '../../../../domain/money.ts';
import { refundDeadlineWords } from '../../../../domain/rules/refund-quote.ts';
import { paths } from '../../../lib/paths.ts';

/** One help-centre question with its answer (paragraphs of plain text, searched as typed). */
export type HelpArticle = {
  id: string;
  title: string;
  answer: string[];
  link?: { label: string; href: string };
};

export type HelpCategory = {
  id: string;
  title: string;
  description: string;
  articles: HelpArticle[];
};

const refundTiming = 'Refunds go back to the original payment method and take 5-10 business days to arrive.';

/** The four categories of traveller §2, in the spec's order. */
export const helpCategories: HelpCategory[] = [
  {
    id: 'booking',
    title: 'Booking & Reservations',
    description: 'Finding, booking and changing a stay.',
    articles: [
      {
        id: 'how-to-book',
        title: 'How do I book a stay?',
        answer: [
          'Open a stay, choose your check-in and check-out dates and the number of guests. The booking card shows the total in rupees before you commit.',
          'Choose Reserve with Payment to pay online now, or Book by Contact to send your request to the host and arrange payment with them. You need to be signed in to book.',
        ],
      },
      {
        id: 'book-by-contact',
        title: 'Can I book without paying online?',
        answer: [
          'Yes. Book by Contact sends your dates and guests to the host without taking a payment. The request appears in your trips as pending until the host confirms it.',
          'Hosts respond to inquiries within 24 hours.',
        ],
      },
      {
        id: 'see-my-bookings',
        title: 'Where can I see my bookings?',
        answer: [
          'Your trips lists your upcoming and past stays with their dates, guests, confirmation status and payment status.',
        ],
        link: { label: 'Go to your trips', href: paths.trips },
      },
      {
        id: 'cancel-a-booking',
        title: 'How do I cancel a booking?',
        answer: [
          'Call or email us with your booking details and we cancel it for you. What you get back follows the cancellation policy shown on the listing (Flexible, Moderate or Strict) and the time left before check-in.',
        ],
        link: { label: 'Read the cancellation policy', href: paths.cancellationPolicy },
      },
      {
        id: 'change-dates',
        title: 'Can I change my dates or number of guests?',
        answer: [
          'Contact the host or our support team. A change depends on the new dates being free and on the price for them; if the new total is different, we tell you before anything changes.',
        ],
      },
    ],
  },
  {
    id: 'payments',
    title: 'Payments & Pricing',
    description: 'Prices, fees, payment methods and refunds.',
    articles: [
      {
        id: 'total-price',
        title: 'How is the total price calculated?',
        answer: [
          'Total = nightly price × nights + cleaning fee + service fee. Fees are shown only when a listing charges them, and every amount is in rupees.',
          `For example, 3 nights at ${formatRupees(400_000)} with a ${formatRupees(80_000)} cleaning fee and a ${formatRupees(120_000)} service fee come to ${formatRupees(1_400_000)}.`,
        ],
      },
      {
        id: 'payment-methods',
        title: 'Which payment methods can I use?',
        answer: [
          'Online payments go through Razorpay: cards, UPI, netbanking and the wallets Razorpay offers. If you prefer, Book by Contact lets you arrange payment with the host instead.',
        ],
      },
      {
        id: 'refund-timing',
        title: 'When will I get my refund?',
        answer: [
          refundTiming,
          'How much is refunded depends on the listing’s cancellation policy and on how long before check-in you cancel.',
        ],
        link: { label: 'See how refunds are calculated', href: paths.cancellationPolicy },
      },
      {
        id: 'service-fee',
        title: 'What is the service fee?',
        answer: [
          'The service fee pays for running Basera: secure payments, support and listing checks. It is shown in the price breakdown before you pay.',
          'It is refunded when you cancel before check-in under the Flexible and Moderate policies, and is non-refundable under Strict.',
        ],
      },
      {
        id: 'payment-security',
        title: 'Is my payment secure?',
        answer: [
          'Payments are made in Razorpay’s checkout, so Basera never sees or stores your card details. A booking is confirmed only after the payment has been verified.',
        ],
      },
    ],
  },
  {
    id: 'hosts',
    title: 'Host Information',
    description: 'Listing a property and hosting guests.',
    articles: [
      {
        id: 'become-host',
        title: 'How do I become a host?',
        answer: [
          'Sign in and choose Become a host. After a short onboarding you list your property step by step: photos, amenities, house rules, price and cancellation policy.',
        ],
        link: { label: 'Become a host', href: paths.becomeOwner },
      },
      {
        id: 'host-response-time',
        title: 'How quickly do hosts respond?',
        answer: [
          'Hosts respond to inquiries within 24 hours. If you have not heard back by then, contact us and we will follow up.',
        ],
      },
      {
        id: 'choose-policy',
        title: 'Which cancellation policy should I choose as a host?',
        answer: [
          `Flexible refunds in full up to ${refundDeadlineWords('Flexible')} before check-in, Moderate up to ${refundDeadlineWords('Moderate')} before, and Strict refunds half up to ${refundDeadlineWords('Strict')} before. Stricter policies protect your calendar; flexible ones attract more bookings.`,
        ],
        link: { label: 'Compare the policies', href: paths.cancellationPolicy },
      },
      {
        id: 'property-management',
        title: 'Can Basera manage my property for me?',
        answer: [
          'Yes. Our property management packages are Essential (15% of gross revenue), Professional (20%) and Premium (25%), with support that answers within 24-48h, 2-4h and 1h respectively.',
        ],
        link: { label: 'Property management', href: paths.propertyManagement },
      },
      {
        id: 'interior-design',
        title: 'Do you help hosts furnish their homes?',
        answer: [
          `Basera Interiors offers a Design Consultation (${formatRupees(1_500_000)}), a Room Makeover (${formatRupees(7_500_000)} per room) and Complete Home Design (from ${formatRupees(25_000_000)}).`,
        ],
        link: { label: 'Interior design', href: paths.interiorDesign },
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety & Security',
    description: 'Staying safe and keeping your account secure.',
    articles: [
      {
        id: 'verified-listings',
        title: 'Are the properties verified?',
        answer: [
          'Every new listing is reviewed by the Basera team before it appears in search, and guests review their stays afterwards so the next traveller knows what to expect.',
        ],
      },
      {
        id: 'account-safety',
        title: 'How do I keep my account safe?',
        answer: [
          'Use a password of at least 8 characters with an uppercase letter, a lowercase letter and a number, and do not reuse it elsewhere. Log out on shared devices.',
          'Basera never asks for your password or a payment OTP by phone, email or chat.',
        ],
      },
      {
        id: 'emergency',
        title: 'What should I do in an emergency during a stay?',
        answer: [
          'Call 112, India’s emergency number, first. Then tell us: our phone line is open 24/7 for urgent trip issues.',
        ],
        link: { label: 'Safety information', href: paths.safetyInformation },
      },
      {
        id: 'report-problem',
        title: 'How do I report a problem with a stay or a host?',
        answer: [
          'Call or email us with the booking and what happened. We look into every report; breaking the community guidelines leads to a warning, a temporary suspension or a permanent ban.',
        ],
        link: { label: 'Community guidelines', href: paths.communityGuidelines },
      },
      {
        id: 'pay-outside',
        title: 'Should I pay anyone outside Basera?',
        answer: [
          'Online bookings are paid only in Basera’s Razorpay checkout. Never send money to someone who contacts you claiming to be Basera; if in doubt, call us on the number on this page.',
        ],
      },
    ],
  },
];

/** The questions travellers ask most, shown first (ids of articles above). */
export const popularQuestionIds = [
  'cancel-a-booking',
  'refund-timing',
  'book-by-contact',
  'total-price',
  'host-response-time',
] as const;
