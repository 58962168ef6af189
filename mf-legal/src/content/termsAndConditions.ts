/** The website terms and conditions (/terms-and-conditions). */
import { brand } from 'shared/brand';
import { companyContactBlock, legalContacts, mailto } from './company';
import type { LegalDocument } from './types';

export const termsAndConditions: LegalDocument = {
  path: '/terms-and-conditions',
  meta: {
    title: 'Terms and Conditions',
    description: `The terms that govern your use of the ${brand.name} website and service: eligibility, liability, governing law (Thailand), disputes and how we announce changes.`,
  },
  hero: {
    badge: 'Legal',
    title: 'Terms and',
    highlight: 'Conditions',
    description: `Please read these terms carefully before using the ${brand.name} website and service. They explain what you may expect from us, what we expect from you, and how any disagreement is resolved.`,
  },
  dated: { label: 'Last updated', date: '2025-07-30' },
  intro: [
    {
      type: 'paragraph',
      text: `These Terms and Conditions ("Terms") govern your access to and use of the website operated by ${brand.company} and of the information, tools and forms it offers. By accessing or using the Service you agree to be bound by these Terms. If you do not agree with any part of them, you must not use the Service.`,
    },
    {
      type: 'paragraph',
      text: [
        'Your use of the Service is also subject to our ',
        { label: 'Privacy Policy', href: '/privacy-policy' },
        ', which describes how we collect, use and disclose personal information. Please read it together with these Terms.',
      ],
    },
  ],
  sections: [
    {
      id: 'interpretation-and-definitions',
      title: 'Interpretation and definitions',
      blocks: [
        {
          type: 'paragraph',
          text: 'Words with an initial capital letter have the meanings defined below. The definitions apply whether the words appear in the singular or in the plural.',
        },
        {
          type: 'definitions',
          items: [
            {
              term: 'Company',
              definition: `${brand.company}, ${brand.address} (referred to as "the Company", "we", "us" or "our" in these Terms).`,
            },
            { term: 'Country', definition: 'The Kingdom of Thailand.' },
            {
              term: 'Device',
              definition: 'Any device that can access the Service, such as a computer, a mobile phone or a tablet.',
            },
            {
              term: 'Service',
              definition: `The ${brand.name} website, including every page, form, download and piece of content it makes available.`,
            },
            {
              term: 'Third-party Social Media Service',
              definition: 'Any service or content, including data, information, products or services, provided by a third party that the Service displays, links to or makes available.',
            },
            {
              term: 'You',
              definition: 'The individual accessing or using the Service, or the company or other legal entity on whose behalf that individual accesses or uses the Service.',
            },
          ],
        },
      ],
    },
    {
      id: 'acknowledgment',
      title: 'Acknowledgment',
      blocks: [
        {
          type: 'paragraph',
          text: 'These Terms form the agreement between You and the Company about the use of the Service. They set out the rights and obligations of every user, whether a hotel operator exploring our products, a member of property staff, a developer or a guest who reached us by chance.',
        },
        {
          type: 'notice',
          title: 'You must be over 18',
          text: 'You represent that you are over 18 years of age. The Company does not permit anyone under 18 to use the Service. If you are under 18, please leave the Service and do not submit any information through it.',
        },
        {
          type: 'paragraph',
          text: 'Your access to and use of the Service is also conditioned on your acceptance of and compliance with our Privacy Policy. Where you use the Service on behalf of an organisation, you confirm that you have the authority to accept these Terms for it.',
        },
      ],
    },
    {
      id: 'links-to-other-websites',
      title: 'Links to other websites',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Service may contain links to websites or services that are not owned or controlled by the Company, such as our social network pages, the separate application you sign in to, or partners named in our articles.',
        },
        {
          type: 'paragraph',
          text: 'The Company has no control over, and assumes no responsibility for, the content, privacy policies or practices of any third-party website or service. You acknowledge and agree that the Company shall not be responsible or liable, directly or indirectly, for any damage or loss caused or alleged to be caused by or in connection with the use of, or reliance on, any such content, goods or services. We strongly advise you to read the terms and privacy policy of every third-party website you visit.',
        },
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may suspend or end your access to the Service immediately, without prior notice or liability, for any reason, including if you breach these Terms, attempt to disrupt the Service, submit false information through its forms or use it to send unsolicited messages.',
        },
        {
          type: 'paragraph',
          text: 'Upon termination your right to use the Service ends at once. The sections on limitation of liability, the disclaimer, governing law and disputes resolution survive termination.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'Notwithstanding any damages that you might incur, the entire liability of the Company and any of its suppliers under any provision of these Terms, and your exclusive remedy for all of the foregoing, shall be limited to the amount actually paid by you through the Service or 100 USD if you have not purchased anything through the Service.',
        },
        {
          type: 'paragraph',
          text: 'To the maximum extent permitted by applicable law, in no event shall the Company or its suppliers be liable for any special, incidental, indirect or consequential damages whatsoever, including damages for loss of profits, loss of data or other information, business interruption or personal injury, arising out of or in any way related to the use of or inability to use the Service, even if the Company or any supplier has been advised of the possibility of such damages and even if the remedy fails of its essential purpose.',
        },
        {
          type: 'paragraph',
          text: 'Some jurisdictions do not allow the exclusion of implied warranties or the limitation of liability for incidental or consequential damages, so some of the above limitations may not apply to you. In those jurisdictions each party’s liability is limited to the greatest extent permitted by law.',
        },
      ],
    },
    {
      id: 'as-is-disclaimer',
      title: '"AS IS" and "AS AVAILABLE" disclaimer',
      blocks: [
        {
          type: 'paragraph',
          text: 'The Service is provided to you "AS IS" and "AS AVAILABLE", with all faults and defects, without warranty of any kind. To the maximum extent permitted by applicable law, the Company, on its own behalf and on behalf of its affiliates, licensors and service providers, expressly disclaims all warranties, whether express, implied, statutory or otherwise, including all implied warranties of merchantability, fitness for a particular purpose, title and non-infringement, and warranties that may arise from a course of dealing, performance, usage or trade practice.',
        },
        {
          type: 'paragraph',
          text: 'Without limiting the foregoing, the Company makes no representation that the Service will meet your requirements, operate without interruption, be compatible with any other software or system, or be free of errors, and that any errors will be corrected. Figures, examples and statistics on the website describe our products and typical results; they are not a promise of the results a particular property will achieve.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        {
          type: 'paragraph',
          text: 'The laws of Thailand, excluding its conflict of law rules, govern these Terms and your use of the Service. Your use of the Service may also be subject to other local, state, national or international laws.',
        },
      ],
    },
    {
      id: 'disputes-resolution',
      title: 'Disputes resolution',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'If you have any concern or dispute about the Service, you agree to first try to resolve it informally by contacting the Company at ',
            mailto(legalContacts.legal),
            '. We will respond within 30 days and work with you in good faith towards a solution.',
          ],
        },
        {
          type: 'paragraph',
          text: 'A dispute that cannot be resolved informally shall be submitted to the competent courts of Bangkok, Thailand, unless mandatory law of your country of residence gives you the right to bring proceedings in your local courts.',
        },
      ],
    },
    {
      id: 'eu-users',
      title: 'For European Union (EU) users',
      blocks: [
        {
          type: 'paragraph',
          text: 'If you are a consumer in the European Union, you benefit from any mandatory provisions of the law of the country in which you are resident. Nothing in these Terms affects the rights you have as a consumer under that law.',
        },
      ],
    },
    {
      id: 'us-legal-compliance',
      title: 'United States legal compliance',
      blocks: [
        {
          type: 'paragraph',
          text: 'You represent and warrant that you are not located in a country that is subject to a United States government embargo or that has been designated by the United States government as a "terrorist supporting" country, and that you are not listed on any United States government list of prohibited or restricted parties.',
        },
      ],
    },
    {
      id: 'severability-and-waiver',
      title: 'Severability and waiver',
      blocks: [],
      subsections: [
        {
          id: 'severability',
          title: 'Severability',
          blocks: [
            {
              type: 'paragraph',
              text: 'If any provision of these Terms is held to be unenforceable or invalid, that provision will be changed and interpreted to accomplish its objectives to the greatest extent possible under applicable law, and the remaining provisions will continue in full force and effect.',
            },
          ],
        },
        {
          id: 'waiver',
          title: 'Waiver',
          blocks: [
            {
              type: 'paragraph',
              text: 'Except as provided in these Terms, the failure to exercise a right or to require performance of an obligation shall not affect a party’s ability to exercise that right or require that performance at any time thereafter, and the waiver of a breach shall not constitute a waiver of any subsequent breach.',
            },
          ],
        },
      ],
    },
    {
      id: 'translation-interpretation',
      title: 'Translation interpretation',
      blocks: [
        {
          type: 'paragraph',
          text: [
            'These Terms may have been translated if we have made them available to you on our Service, for example on our Japanese-language site or in the ',
            { label: 'downloadable terms', href: '/terms-conditions' },
            '. You agree that the original English text shall prevail in the case of a dispute.',
          ],
        },
      ],
    },
    {
      id: 'changes-to-these-terms',
      title: 'Changes to these Terms and Conditions',
      blocks: [
        {
          type: 'paragraph',
          text: 'We reserve the right, at our sole discretion, to modify or replace these Terms at any time. If a revision is material, we will make reasonable efforts to provide at least 30 days notice prior to any new terms taking effect, by a notice on this page and, where we hold your e-mail address, by e-mail. What constitutes a material change will be determined at our sole discretion.',
        },
        {
          type: 'paragraph',
          text: 'By continuing to access or use the Service after those revisions become effective, you agree to be bound by the revised terms. If you do not agree to the new terms, in whole or in part, please stop using the Service. The date at the top of this page tells you when the Terms last changed.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact us',
      blocks: [
        { type: 'paragraph', text: 'If you have any questions about these Terms and Conditions, you can contact us:' },
        companyContactBlock(legalContacts.legal),
      ],
    },
  ],
};
