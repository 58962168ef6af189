/**
 * The shape of every legal text and guide on this remote: plain typed data, laid out by one generic
 * document layout, so the copy can be reviewed (and translated) without touching a component.
 */

/** A link inside running text. Paths starting with `/` stay inside the site. */
export interface TextLink {
  label: string;
  href: string;
}

/** Running text: a plain string, or a sequence of strings, links and strongly emphasised words. */
export type Rich = string | (string | TextLink | { strong: string })[];

export type Block =
  | { type: 'paragraph'; text: Rich }
  | { type: 'list'; items: Rich[] }
  /** Numbered steps, with an optional heading naming the task (rendered as an h3). */
  | { type: 'steps'; id?: string; title?: string; items: Rich[] }
  | { type: 'definitions'; items: { term: string; definition: Rich }[] }
  /** A highlighted aside for the one sentence a reader must not miss. */
  | { type: 'notice'; title: string; text: Rich }
  /** Postal and e-mail details, one line each. */
  | { type: 'contact'; lines: Rich[] };

export interface LegalSubsection {
  id: string;
  title: string;
  blocks: Block[];
}

export interface LegalSection {
  /** Anchor of the section, also its entry in the table of contents. */
  id: string;
  title: string;
  blocks: Block[];
  subsections?: LegalSubsection[];
}

/** The page's header, in the sub-page hero's terms. */
export interface LegalHero {
  badge: string;
  title: string;
  /** The part of the title set in the brand colour. */
  highlight?: string;
  description: string;
}

export interface LegalDocument {
  path: string;
  meta: { title: string; description: string };
  hero: LegalHero;
  /** When the text took effect or last changed (ISO date) and how to call that date. */
  dated?: { label: 'Last updated' | 'Effective'; date: string };
  intro: Block[];
  sections: LegalSection[];
}
