import { m } from '#i18n/messages.js';
import { formatPaise } from '../../../lib/formatters.ts';
import { paths } from '../../../lib/paths.ts';
import { deadlineText } from '../cancellation/deadline-words.ts';

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

/** The four categories of traveller §2, in the spec's order. */
export const helpCategories: HelpCategory[] = [
  {
    id: 'booking',
    title: m.info_help_cat_booking_title(),
    description: m.info_help_cat_booking_description(),
    articles: [
      {
        id: 'how-to-book',
        title: m.info_article_how_to_book_title(),
        answer: [m.info_article_how_to_book_answer_1(), m.info_article_how_to_book_answer_2()],
      },
      {
        id: 'book-by-contact',
        title: m.info_article_book_by_contact_title(),
        answer: [m.info_article_book_by_contact_answer_1(), m.info_hosts_respond_24h()],
      },
      {
        id: 'see-my-bookings',
        title: m.info_article_see_my_bookings_title(),
        answer: [m.info_article_see_my_bookings_answer_1()],
        link: { label: m.info_article_see_my_bookings_link(), href: paths.trips },
      },
      {
        id: 'cancel-a-booking',
        title: m.info_article_cancel_a_booking_title(),
        answer: [m.info_article_cancel_a_booking_answer_1()],
        link: { label: m.info_read_cancellation_policy(), href: paths.cancellationPolicy },
      },
      {
        id: 'change-dates',
        title: m.info_article_change_dates_title(),
        answer: [m.info_article_change_dates_answer_1()],
      },
    ],
  },
  {
    id: 'payments',
    title: m.info_help_cat_payments_title(),
    description: m.info_help_cat_payments_description(),
    articles: [
      {
        id: 'total-price',
        title: m.info_article_total_price_title(),
        answer: [
          m.info_article_total_price_answer_1(),
          m.info_article_total_price_answer_2({
            count: 3,
            nightly: formatPaise(400_000),
            cleaning: formatPaise(80_000),
            service: formatPaise(120_000),
            total: formatPaise(1_400_000),
          }),
        ],
      },
      {
        id: 'payment-methods',
        title: m.info_article_payment_methods_title(),
        answer: [m.info_article_payment_methods_answer_1()],
      },
      {
        id: 'refund-timing',
        title: m.info_article_refund_timing_title(),
        answer: [m.info_refund_timing(), m.info_article_refund_timing_answer_2()],
        link: { label: m.info_article_refund_timing_link(), href: paths.cancellationPolicy },
      },
      {
        id: 'service-fee',
        title: m.info_article_service_fee_title(),
        answer: [m.info_article_service_fee_answer_1(), m.info_article_service_fee_answer_2()],
      },
      {
        id: 'payment-security',
        title: m.info_article_payment_security_title(),
        answer: [m.info_article_payment_security_answer_1()],
      },
    ],
  },
  {
    id: 'hosts',
    title: m.info_help_cat_hosts_title(),
    description: m.info_help_cat_hosts_description(),
    articles: [
      {
        id: 'become-host',
        title: m.info_article_become_host_title(),
        answer: [m.info_article_become_host_answer_1()],
        link: { label: m.info_become_host(), href: paths.becomeOwner },
      },
      {
        id: 'host-response-time',
        title: m.info_article_host_response_time_title(),
        answer: [m.info_article_host_response_time_answer_1()],
      },
      {
        id: 'choose-policy',
        title: m.info_article_choose_policy_title(),
        answer: [
          m.info_article_choose_policy_answer_1({
            flexible: deadlineText('Flexible'),
            moderate: deadlineText('Moderate'),
            strict: deadlineText('Strict'),
          }),
        ],
        link: { label: m.info_article_choose_policy_link(), href: paths.cancellationPolicy },
      },
      {
        id: 'property-management',
        title: m.info_article_property_management_title(),
        answer: [m.info_article_property_management_answer_1()],
        link: { label: m.info_article_property_management_link(), href: paths.propertyManagement },
      },
      {
        id: 'interior-design',
        title: m.info_article_interior_design_title(),
        answer: [
          m.info_article_interior_design_answer_1({
            consultation: formatPaise(1_500_000),
            makeover: formatPaise(7_500_000),
            home: formatPaise(25_000_000),
          }),
        ],
        link: { label: m.info_article_interior_design_link(), href: paths.interiorDesign },
      },
    ],
  },
  {
    id: 'safety',
    title: m.info_help_cat_safety_title(),
    description: m.info_help_cat_safety_description(),
    articles: [
      {
        id: 'verified-listings',
        title: m.info_article_verified_listings_title(),
        answer: [m.info_article_verified_listings_answer_1()],
      },
      {
        id: 'account-safety',
        title: m.info_article_account_safety_title(),
        answer: [m.info_article_account_safety_answer_1(), m.info_never_asks_password()],
      },
      {
        id: 'emergency',
        title: m.info_article_emergency_title(),
        answer: [m.info_article_emergency_answer_1()],
        link: { label: m.info_article_emergency_link(), href: paths.safetyInformation },
      },
      {
        id: 'report-problem',
        title: m.info_article_report_problem_title(),
        answer: [m.info_article_report_problem_answer_1()],
        link: { label: m.info_article_report_problem_link(), href: paths.communityGuidelines },
      },
      {
        id: 'pay-outside',
        title: m.info_article_pay_outside_title(),
        answer: [m.info_article_pay_outside_answer_1()],
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
