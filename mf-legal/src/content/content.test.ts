import { describe, expect, it } from 'vitest';
import { gdpr } from './gdpr';
import { manageYourData } from './manageYourData';
import { privacyPolicy } from './privacyPolicy';
import { termsAndConditions } from './termsAndConditions';
import { termsDownloads } from './termsDownloads';
import type { Block, LegalDocument, Rich } from './types';

const documents = [termsAndConditions, privacyPolicy, gdpr, manageYourData];

const richText = (rich: Rich): string =>
  typeof rich === 'string' ? rich : rich.map((part) => (typeof part === 'string' ? part : 'strong' in part ? part.strong : part.label)).join('');

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return richText(block.text);
    case 'notice':
      return `${block.title} ${richText(block.text)}`;
    case 'list':
      return block.items.map(richText).join(' ');
    case 'steps':
      return [block.title ?? '', ...block.items.map(richText)].join(' ');
    case 'definitions':
      return block.items.map((item) => `${item.term} ${richText(item.definition)}`).join(' ');
    case 'contact':
      return block.lines.map(richText).join(' ');
  }
}

const sectionText = (doc: LegalDocument, id: string) => {
  const section = doc.sections.find((s) => s.id === id);
  if (!section) throw new Error(`${doc.path} has no #${id}`);
  return [...section.blocks, ...(section.subsections ?? []).flatMap((sub) => sub.blocks)].map(blockText).join(' ');
};

describe('legal documents', () => {
  it.each(documents.map((doc) => [doc.path, doc] as const))('%s has unique, slug-shaped element ids', (_, doc) => {
    const ids = doc.sections.flatMap((section) => [
      section.id,
      `${section.id}-title`,
      ...(section.subsections ?? []).map((sub) => sub.id),
      ...section.blocks.flatMap((block) => (block.type === 'steps' && block.id ? [block.id] : [])),
    ]);
    expect(new Set([...ids, 'on-this-page']).size).toBe(ids.length + 1);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('terms and conditions: every section with its constants', () => {
    expect(termsAndConditions.dated).toEqual({ label: 'Last updated', date: '2025-07-30' });
    expect(termsAndConditions.sections.map((s) => s.id)).toEqual([
      'interpretation-and-definitions',
      'acknowledgment',
      'links-to-other-websites',
      'termination',
      'limitation-of-liability',
      'as-is-disclaimer',
      'governing-law',
      'disputes-resolution',
      'eu-users',
      'us-legal-compliance',
      'severability-and-waiver',
      'translation-interpretation',
      'changes-to-these-terms',
      'contact-us',
    ]);
    expect(sectionText(termsAndConditions, 'acknowledgment')).toContain('over 18');
    expect(sectionText(termsAndConditions, 'limitation-of-liability')).toContain('amount actually paid by you through the Service or 100 USD');
    expect(sectionText(termsAndConditions, 'governing-law')).toContain('laws of Thailand');
    expect(sectionText(termsAndConditions, 'changes-to-these-terms')).toContain('30 days notice');
  });

  it('privacy policy: deletion, cookies, minors and the other topics', () => {
    expect(sectionText(privacyPolicy, 'identity-verification')).toContain('card payment provider');
    expect(sectionText(privacyPolicy, 'account-deletion')).toMatch(/e-mail request.*within up to 14 days.*confirmation e-mail/s);
    expect(sectionText(privacyPolicy, 'controller-and-processor')).toMatch(/controller.*processor/s);
    expect(sectionText(privacyPolicy, 'cookies')).toMatch(/Necessary.*Preference.*Statistic.*Marketing/s);
    expect(sectionText(privacyPolicy, 'security')).toContain('All stored data is encrypted');
    expect(sectionText(privacyPolicy, 'minors')).toMatch(/under 13.*13 to 17.*guardian/s);
    for (const id of ['your-rights', 'anonymous-data', 'legal-use', 'sale-or-transfer', 'promotions', 'changes', 'eu-representative']) {
      expect(sectionText(privacyPolicy, id).length).toBeGreaterThan(100);
    }
  });

  it('GDPR: effective 25 May 2018, short, with settings, requests and the EU representative', () => {
    expect(gdpr.dated).toEqual({ label: 'Effective', date: '2018-05-25' });
    expect(gdpr.sections.map((s) => s.id)).toEqual(['privacy-settings', 'requests', 'eu-representative']);
  });

  it('data guide: four sections, the six deletion steps and two more step lists', () => {
    expect(manageYourData.sections.map((s) => s.title)).toEqual(['Contact', 'Within the app', 'Download data', 'Third-party data']);
    expect(sectionText(manageYourData, 'contact')).toContain('contact form of our Help Center');
    const contact = manageYourData.sections[0].blocks[0];
    expect(contact.type === 'paragraph' && typeof contact.text !== 'string' && contact.text).toContainEqual({
      label: 'contact form of our Help Center',
      href: '/support/get-help#contact',
    });
    const steps = manageYourData.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'steps');
    expect(steps.map((b) => b.title)).toEqual([
      'Delete your account in the app',
      'Download your data from a social network',
      'Remove a third-party app’s access',
    ]);
    expect(steps[0].items.map(richText)).toEqual([
      expect.stringMatching(/open your profile/i),
      expect.stringMatching(/scroll to the bottom/i),
      expect.stringMatching(/Delete Account.*selector is enabled.*Continue/),
      expect.stringMatching(/choose the data to delete/i),
      expect.stringMatching(/confirm/i),
      expect.stringMatching(/confirmation e-mail/i),
    ]);
  });
});

describe('terms downloads', () => {
  it('are the three PDFs, updated 13 January 2022', () => {
    expect(termsDownloads.map((d) => [d.details.region, d.details.language])).toEqual([
      ['Global', 'English'],
      ['Global', 'Japanese'],
      ['Thailand', 'English'],
    ]);
    for (const download of termsDownloads) {
      expect(download.details).toMatchObject({ format: 'PDF', updated: '2022-01-13' });
      expect(download.url).toMatch(/\.pdf$/);
      expect(download.filename).toMatch(/^stayvia-terms-[a-z-]+\.pdf$/);
    }
    expect(new Set(termsDownloads.map((d) => d.id)).size).toBe(3);
  });
});
