/** The data-management guide (/how-to-manage-your-data). */
import { brand } from 'shared/brand';
import { mailto } from './company';
import type { LegalDocument } from './types';

export const manageYourData: LegalDocument = {
  path: '/how-to-manage-your-data',
  meta: {
    title: 'How to Manage Your Data',
    description: `Step by step: delete your ${brand.name} account in the app, download your data, and remove the access of third-party apps and social networks.`,
  },
  hero: {
    badge: 'Guide',
    title: 'How to Manage',
    highlight: 'Your Data',
    description: `Your data belongs to you. This guide shows how to reach our privacy team, delete your account from the ${brand.name} app, download a copy of your data and disconnect third-party services.`,
  },
  intro: [
    {
      type: 'paragraph',
      text: [
        'Most changes take a minute in the app; anything else, our team handles for you. For what we collect and why, see the ',
        { label: 'Privacy Policy', href: '/privacy-policy' },
        '.',
      ],
    },
  ],
  sections: [
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'Prefer to ask a person? Send us a message through the ',
            { label: 'contact form of our Help Center', href: '/support/get-help#contact' },
            ', or write to ',
            mailto(brand.privacyEmail),
            ' from the e-mail address registered with your account. Tell us what you would like to access, correct, download or delete; we confirm your identity and complete deletion requests within up to 14 days.',
          ],
        },
      ],
    },
    {
      id: 'within-app',
      title: 'Within the app',
      blocks: [
        {
          type: 'paragraph',
          text: `You can delete your account and choose which data goes with it directly in the ${brand.name} app:`,
        },
        {
          type: 'steps',
          id: 'delete-account-steps',
          title: 'Delete your account in the app',
          items: [
            'Open your profile from the menu.',
            'Scroll to the bottom of the profile screen.',
            [{ strong: 'Choose Delete Account' }, ', make sure the selector is enabled, and tap Continue.'],
            'Choose the data to delete: your profile, your stay history, your messages, or all of it.',
            'Confirm the deletion.',
            'Receive a confirmation e-mail once your data has been deleted.',
          ],
        },
        {
          type: 'notice',
          title: 'Good to know',
          text: 'Deletion cannot be undone. Records that a property must keep by law, such as guest registration and invoices, stay with that property for the period the law requires.',
        },
      ],
    },
    {
      id: 'download-data',
      title: 'Download data',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'To receive a copy of the data we hold about you, in a machine-readable format, write to ',
            mailto(brand.privacyEmail),
            '. We send a secure download link to the address registered with your account.',
          ],
        },
        {
          type: 'paragraph',
          text: `If you signed in to ${brand.name} with a social network account, that network also keeps data about your sign-ins. You can download it from the network itself:`,
        },
        {
          type: 'steps',
          id: 'download-social-network-data-steps',
          title: 'Download your data from a social network',
          items: [
            'Sign in to the social network and open Settings.',
            'Go to the privacy or account section, often called "Your information" or "Your data".',
            'Choose "Download your information" and select the categories and date range you want.',
            'Choose the file format and request the download.',
            'When the network tells you the file is ready, download it from the link it sends you.',
          ],
        },
      ],
    },
    {
      id: 'third-party-data',
      title: 'Third-party data',
      blocks: [
        {
          type: 'paragraph',
          text: `When you connect ${brand.name} to another service, for example a social network for sign-in or a loyalty programme, that service may share data with us until you remove its access. Removing access stops future sharing; to delete what was already shared, use the in-app deletion above or write to us.`,
        },
        {
          type: 'steps',
          id: 'remove-third-party-access-steps',
          title: 'Remove a third-party app’s access',
          items: [
            'Sign in to the third-party service, such as your social network account.',
            'Open Settings and find "Apps and websites", "Connected apps" or "Security".',
            `Find ${brand.name} in the list of apps with access to your account.`,
            'Select Remove (or Revoke access) and confirm.',
          ],
        },
      ],
    },
  ],
};
