/** The GDPR page (/gdpr): short, with privacy settings, requests and the EU representative. */
import { brand } from 'shared/brand';
import { legalContacts, mailto } from './company';
import type { LegalDocument } from './types';

export const gdpr: LegalDocument = {
  path: '/gdpr',
  meta: {
    title: 'GDPR',
    description: `How ${brand.name} meets the EU General Data Protection Regulation, in force since 25 May 2018: your privacy settings, data requests and our EU representative.`,
  },
  hero: {
    badge: 'Legal',
    title: 'GDPR',
    highlight: 'Compliance',
    description: `The General Data Protection Regulation gives people in the European Union control over their personal data. Here is how ${brand.name} puts that control in your hands.`,
  },
  dated: { label: 'Effective', date: '2018-05-25' },
  intro: [
    {
      type: 'paragraph',
      text: `The EU General Data Protection Regulation (GDPR) took effect on 25 May 2018. ${brand.name} applies its principles to every guest, property team and visitor, wherever they are: we process personal data lawfully and transparently, for specific purposes, keep no more than we need, and protect it with encryption and strict access controls.`,
    },
    {
      type: 'paragraph',
      text: [
        'For the full picture of what we collect and why, read our ',
        { label: 'Privacy Policy', href: '/privacy-policy' },
        '.',
      ],
    },
  ],
  sections: [
    {
      id: 'privacy-settings',
      title: 'Privacy settings',
      blocks: [
        {
          type: 'paragraph',
          text: 'You decide which optional data we may use. In the guest app, the privacy settings of your profile let you switch marketing messages, personalised recommendations and location-based suggestions on or off at any time. On this website, necessary cookies are always active; you can block or delete preference, statistic and marketing cookies at any time in your browser’s settings, and the site keeps working without them.',
        },
      ],
    },
    {
      id: 'requests',
      title: 'Privacy requests',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'You can ask to access, correct, export or erase your personal data, or object to its use, by writing to ',
            mailto(brand.privacyEmail),
            '. We confirm your identity, answer within one month, and tell you if a request needs the property that hosted you to act as well. The ',
            { label: 'guide to managing your data', href: '/how-to-manage-your-data' },
            ' shows what you can do yourself, right away.',
          ],
        },
      ],
    },
    {
      id: 'eu-representative',
      title: 'EU representative',
      blocks: [
        {
          type: 'paragraph',
          text: [
            `${brand.company} is established in Thailand. As required by Article 27 of the GDPR, we have appointed a representative in the European Union whom individuals and supervisory authorities can contact about our processing of personal data: `,
            mailto(legalContacts.euRepresentative),
            '.',
          ],
        },
      ],
    },
  ],
};
