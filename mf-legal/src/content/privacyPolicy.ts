/** The privacy policy (/privacy-policy). */
import { brand } from 'shared/brand';
import { companyContactBlock, legalContacts, mailto } from './company';
import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  path: '/privacy-policy',
  meta: {
    title: 'Privacy Policy',
    description: `How ${brand.name} collects, uses and protects personal data: identity verification, account deletion within 14 days, cookies, your rights, minors and our EU representative.`,
  },
  hero: {
    badge: 'Legal',
    title: 'Privacy',
    highlight: 'Policy',
    description: `What personal data ${brand.name} handles for guests, property teams and website visitors, why we handle it, who else sees it, and the choices you have.`,
  },
  dated: { label: 'Last updated', date: '2025-07-30' },
  intro: [
    {
      type: 'paragraph',
      text: `${brand.company} ("${brand.name}", "we", "us") provides an AI guest-engagement platform to hotels, resorts, vacation rentals, property managers and other properties, and a guest app through which their guests check in, open doors, chat and order services. This Privacy Policy explains how we handle personal data in the platform, in the guest app and on this website.`,
    },
    {
      type: 'paragraph',
      text: 'We collect only what a stay or a request needs, keep it only as long as it serves that purpose, and never sell it. The sections below explain the details.',
    },
  ],
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        { type: 'paragraph', text: 'Depending on how you interact with us, we process the following categories of personal data:' },
        {
          type: 'list',
          items: [
            [{ strong: 'Contact details' }, ' such as your name, e-mail address, telephone number and company, when you request a demo, start a trial or contact us.'],
            [{ strong: 'Stay details' }, ' such as reservation number, arrival and departure dates, room and preferences, which a property shares with us so that its guest app can serve you.'],
            [{ strong: 'Messages and requests' }, ' you send through the chat concierge, service requests, orders and feedback forms.'],
            [{ strong: 'Technical data' }, ' such as device type, browser, IP address, pages visited and the time of each visit, collected through logs and cookies.'],
          ],
        },
      ],
    },
    {
      id: 'identity-verification',
      title: 'Identity verification in pre-check-in',
      blocks: [
        {
          type: 'paragraph',
          text: 'Many properties must verify the identity of each guest before handing over a room or a mobile key. When you complete pre-check-in in the guest app, the identity document you present and a live photograph are verified by our card payment provider, which offers identity document verification as part of its payment services.',
        },
        {
          type: 'paragraph',
          text: 'The card payment provider processes the document images only to confirm that the document is genuine and that it belongs to you, under its own privacy policy and the security standards of the payment card industry. We receive the result of the check and the details the property is legally required to record, not the provider’s biometric data. The property that hosts you decides which details it keeps and for how long, in line with the law of its country.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use information',
      blocks: [
        {
          type: 'list',
          items: [
            'To provide the guest app and staff tools a property has subscribed to, including check-in, mobile keys, messaging, orders and check-out.',
            'To answer demo, trial, support and contact requests and to manage our customer relationships.',
            'To keep the platform secure, prevent fraud and investigate misuse.',
            'To measure and improve our products and this website, mostly with anonymous or aggregated data.',
            'To comply with legal obligations, such as tax, accounting and guest-registration rules.',
          ],
        },
      ],
    },
    {
      id: 'controller-and-processor',
      title: 'Data controller and data processor',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our role depends on whose data it is and why it is processed:',
        },
        {
          type: 'list',
          items: [
            [{ strong: 'Properties are the controllers of guest data.' }, ` When you stay at a property that uses ${brand.name}, that property decides what guest data is collected and why. ${brand.name} processes that data on the property’s behalf and on its documented instructions, as a data processor, under a data processing agreement.`],
            [{ strong: `${brand.name} is the controller of website and customer data.` }, ' For visitors of this website and for the contacts of our business customers, we decide how the data is used, and this policy applies to us directly.'],
          ],
        },
        {
          type: 'paragraph',
          text: 'If you are a guest and want to exercise your rights over your stay data, you may contact the property directly or write to us; we will pass your request to the property and help it respond.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        { type: 'paragraph', text: 'Subject to the law that applies to you, including the GDPR and Thailand’s Personal Data Protection Act, you have the right to:' },
        {
          type: 'list',
          items: [
            'access the personal data we hold about you and receive a copy of it;',
            'have inaccurate or incomplete data corrected;',
            'have your data erased when we no longer need it or you withdraw your consent;',
            'restrict or object to processing, including processing for direct marketing;',
            'receive your data in a structured, machine-readable format and have it sent to another controller;',
            'withdraw consent at any time, without affecting processing that took place before;',
            'lodge a complaint with your data protection supervisory authority.',
          ],
        },
        {
          type: 'paragraph',
          text: [
            'To exercise a right, write to ',
            mailto(brand.privacyEmail),
            '. We may ask you to confirm your identity before we act, and we answer within one month. The ',
            { label: 'guide to managing your data', href: '/how-to-manage-your-data' },
            ' shows how to download or delete data yourself.',
          ],
        },
      ],
    },
    {
      id: 'account-deletion',
      title: 'Account deletion',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'You can delete your account from the profile screen of the guest app, or ask us to delete it by sending an e-mail request from the address registered with your account to ',
            mailto(brand.privacyEmail),
            '.',
          ],
        },
        {
          type: 'notice',
          title: 'Completed within up to 14 days',
          text: 'Deletion is completed within up to 14 days of your request. When it is complete, we send a confirmation e-mail to the address registered with your account.',
        },
        {
          type: 'paragraph',
          text: 'Records a property must keep by law, such as guest registration and invoices, are kept by that property for the period the law requires and are then deleted. Backups containing your data are overwritten in their normal rotation.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        {
          type: 'paragraph',
          text: 'Cookies are small text files that a website stores on your device. We group the cookies we use into four categories. Necessary cookies are always active. You can block or delete the others at any time in your browser’s settings; the website keeps working without them.',
        },
        {
          type: 'definitions',
          items: [
            { term: 'Necessary cookies', definition: 'Required for the website to work: they remember your cookie choices, keep forms secure and balance traffic. They cannot be switched off.' },
            { term: 'Preference cookies', definition: 'Remember choices such as your language or region so that the site looks the way you left it.' },
            { term: 'Statistic cookies', definition: 'Tell us, in aggregate, which pages are visited and how visitors move between them, so that we can improve the site.' },
            { term: 'Marketing cookies', definition: 'Used to show relevant advertising for our products on other websites and to measure how well it works.' },
          ],
        },
      ],
    },
    {
      id: 'anonymous-data',
      title: 'Anonymous data',
      blocks: [
        {
          type: 'paragraph',
          text: 'We create anonymous, aggregated data from the use of the platform, for example the number of service requests per property size or average response times. Anonymous data cannot identify you, is not personal data, and we may use it to improve our products, publish industry statistics and report to our customers.',
        },
      ],
    },
    {
      id: 'legal-use',
      title: 'Legal use and disclosure',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may disclose personal data when we believe in good faith that the law requires it: to comply with a legal obligation, a court order or a lawful request of a public authority; to protect and defend our rights or property; to prevent or investigate possible wrongdoing in connection with the service; or to protect the personal safety of guests, staff or the public.',
        },
      ],
    },
    {
      id: 'sale-or-transfer',
      title: 'Sale or transfer of business',
      blocks: [
        {
          type: 'paragraph',
          text: `If ${brand.name} is involved in a merger, acquisition, financing or sale of all or part of its assets, personal data may be transferred as part of that transaction. We will require the recipient to honour this Privacy Policy and will notify you before your data becomes subject to a different policy.`,
        },
      ],
    },
    {
      id: 'promotions',
      title: 'Promotions',
      blocks: [
        {
          type: 'paragraph',
          text: 'A property may run offers, contests or loyalty promotions through the guest app, and we may run promotions for our business customers. Each promotion states its own rules, including what data it collects and who acts as controller. Taking part is always optional, and you can unsubscribe from promotional messages with the link in every message.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        {
          type: 'paragraph',
          text: 'All stored data is encrypted at rest, and all data travels over encrypted connections. Access to personal data is limited to staff who need it for their work, protected by multi-factor authentication and role-based permissions, and logged. We test our systems regularly and apply security updates promptly.',
        },
        {
          type: 'paragraph',
          text: 'No method of transmission or storage is completely secure. If a breach affecting your data occurs, we will inform you and the competent authorities as the law requires.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this Privacy Policy',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update this policy as our products and the law change. We will post the new version on this page and change the date at its top; if a change is significant, we will also inform you by e-mail or with a notice in the app before it takes effect.',
        },
      ],
    },
    {
      id: 'minors',
      title: 'Minors',
      blocks: [
        {
          type: 'notice',
          title: 'Children under 13',
          text: [
            'Our services are not directed to children under 13, and we do not knowingly collect personal data from them. If you are a parent or guardian and believe your child under 13 has given us personal data, contact ',
            mailto(brand.privacyEmail),
            ' and we will delete it promptly.',
          ],
        },
        {
          type: 'paragraph',
          text: 'Minors aged 13 to 17 may use the guest app only with a parent or guardian who is responsible for the stay and who agrees to this Privacy Policy on their behalf. The website itself is intended for adults over 18, as our Terms and Conditions state.',
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
            `As ${brand.company} is established outside the European Union, we have appointed a representative in the European Union under Article 27 of the GDPR. Individuals and supervisory authorities in the EU may contact our EU representative about any question on the processing of personal data at `,
            mailto(legalContacts.euRepresentative),
            '.',
          ],
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      blocks: [
        { type: 'paragraph', text: 'For any question about this policy or your personal data, contact our privacy team:' },
        companyContactBlock(brand.privacyEmail),
      ],
    },
  ],
};
