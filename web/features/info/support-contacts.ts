import { paths } from '../../lib/paths.ts';

/** Basera's support contacts, as the site footer shows them. */
export const supportContacts = {
  email: 'hello@basera.in',
  emailHref: 'mailto:hello@basera.in',
  phone: '+91 22 4000 1234',
  phoneHref: 'tel:+912240001234',
  chatHref: paths.contact,
} as const;
