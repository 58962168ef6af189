/** The brand, in one place: every page, dialog and toast reads its name from here. */
export const brand = {
  name: 'Stayvia',
  company: 'Stayvia Technologies Co., Ltd.',
  tagline: 'The AI guest-engagement platform for hospitality',
  teamName: 'Stayvia Team',
  email: 'hello@stayvia.com',
  supportEmail: 'support@stayvia.com',
  privacyEmail: 'privacy@stayvia.com',
  phone: '+66 2 026 4180',
  address: '88 Sathorn Square, North Sathorn Road, Silom, Bang Rak, Bangkok 10500, Thailand',
  foundingYear: 2019,
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/stayvia' },
    { name: 'Facebook', href: 'https://www.facebook.com/stayvia' },
    { name: 'Instagram', href: 'https://www.instagram.com/stayvia' },
    { name: 'YouTube', href: 'https://www.youtube.com/@stayvia' },
  ],
} as const;

export const copyrightLine = (year: number) => `© ${year} ${brand.company} All rights reserved.`;

/** The site's default social image (shell/public), for pages without an image of their own. */
export const socialCardPath = '/social-card.png';
