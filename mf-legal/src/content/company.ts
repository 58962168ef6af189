/** Who stands behind the legal texts and where to reach them, built from the brand data. */
import { brand } from 'shared/brand';
import type { Block } from './types';

export const legalContacts = {
  /** Mailbox of our representative in the European Union (Article 27 GDPR). */
  euRepresentative: 'eu-representative@stayvia.com',
  legal: 'legal@stayvia.com',
} as const;

export const mailto = (address: string) => ({ label: address, href: `mailto:${address}` });

/** The company's postal and e-mail details as they close most legal texts. */
export const companyContactBlock = (email: string): Block => ({
  type: 'contact',
  lines: [[{ strong: brand.company }], brand.address, ['E-mail: ', mailto(email)], `Telephone: ${brand.phone}`],
});
