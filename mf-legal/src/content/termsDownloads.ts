/**
 * The downloadable terms of /terms-conditions. The PDFs ship with this
 * remote (bundled with hashed names); a deployment may point any of them elsewhere through the settings
 * document's `downloads` map, keyed by the download's id.
 */
import globalEnglishPdf from '../assets/stayvia-terms-global-en.pdf';
import globalJapanesePdf from '../assets/stayvia-terms-global-ja.pdf';
import thailandEnglishPdf from '../assets/stayvia-terms-thailand-en.pdf';

export interface TermsDownload {
  id: string;
  title: string;
  description: string;
  badges: string[];
  details: { language: string; region: string; format: string; updated: string };
  /** The bundled file, used unless the settings document names another URL for `id`. */
  url: string;
  /** Name the browser suggests when the file is saved. */
  filename: string;
}

/** ISO date every current version of the terms took effect (shown as 13 January 2022). */
const updated = '2022-01-13';

export const termsDownloads: TermsDownload[] = [
  {
    id: 'terms-global-en',
    title: 'Global Terms & Conditions',
    description:
      'The subscription terms for properties worldwide: service scope, fees in US dollars, data protection, service levels, liability and termination.',
    badges: ['Global', 'English'],
    details: { language: 'English', region: 'Global', format: 'PDF', updated },
    url: globalEnglishPdf,
    filename: 'stayvia-terms-global-en.pdf',
  },
  {
    id: 'terms-global-ja',
    title: 'Global Terms & Conditions (Japanese)',
    description:
      'The Japanese translation of our global subscription terms, for properties in Japan and Japanese-speaking teams. The English text prevails.',
    badges: ['Global', 'Japanese'],
    details: { language: 'Japanese', region: 'Global', format: 'PDF', updated },
    url: globalJapanesePdf,
    filename: 'stayvia-terms-global-ja.pdf',
  },
  {
    id: 'terms-thailand-en',
    title: 'Thailand Terms & Conditions',
    description:
      'The terms for properties contracting in Thailand: fees in Thai baht with VAT, the Personal Data Protection Act and the courts of Bangkok.',
    badges: ['Thailand', 'English'],
    details: { language: 'English', region: 'Thailand', format: 'PDF', updated },
    url: thailandEnglishPdf,
    filename: 'stayvia-terms-thailand-en.pdf',
  },
];
