/** /security: how the platform protects guest and property data (trust centre). */
import { brand } from 'shared/brand';
import type { CallToActionCopy, InfoCard, PageIntro, RelatedLink, SectionNavItem, Statistic } from './types';

export const securityIntro: PageIntro = {
  metaTitle: 'Security & Trust',
  metaDescription: `How ${brand.name} protects guest and property data: encryption, isolated infrastructure, independent audits, GDPR and PDPA compliance and responsible disclosure.`,
  badge: 'Security & Trust',
  title: 'Guest data, protected',
  highlight: 'at every step',
  description: `Hotels trust ${brand.name} with passports, payment tokens and door keys. Here is how we keep that trust, and how to reach our security team.`,
};

export const securitySections: SectionNavItem[] = [
  { id: 'data-protection', label: 'Data Protection' },
  { id: 'infrastructure', label: 'Infrastructure' },
  { id: 'compliance', label: 'Compliance' },
  { id: 'disclosure', label: 'Responsible Disclosure' },
];

export const dataProtection: InfoCard[] = [
  {
    title: 'Encrypted everywhere',
    meta: 'TLS 1.3 · AES-256',
    description: 'Every connection is encrypted in transit, and guest records, identity documents and messages are encrypted at rest with keys rotated every 90 days.',
  },
  {
    title: 'Payments never touch our servers',
    meta: 'PCI DSS Level 1 processors',
    description: 'Card details go straight from the guest’s device to certified payment processors; the platform keeps only tokens and the last four digits.',
  },
  {
    title: 'Least privilege for staff',
    meta: 'Role-based access',
    description: 'Front desk, housekeeping and managers see only what their role needs, and every view of a guest record is written to an audit log the property can export.',
  },
  {
    title: 'Data kept only as long as needed',
    meta: 'Configurable retention',
    description: 'Identity scans are deleted after check-in by default, and each property sets how long stays, messages and requests are kept before they are erased.',
  },
];

export const infrastructure: InfoCard[] = [
  {
    title: 'Regional hosting',
    description: 'Guest data stays in the region the property chooses — Singapore, Tokyo or Frankfurt — on ISO 27001-certified cloud data centres.',
  },
  {
    title: 'Isolated tenants',
    description: 'Each property group’s data is separated at the database level; one customer’s account can never query another’s.',
  },
  {
    title: 'Resilient by design',
    description: 'Services run across three availability zones with continuous backups, tested restores every quarter and a 99.9% uptime commitment.',
  },
  {
    title: 'Watched around the clock',
    description: 'Automated monitoring, intrusion detection and an on-call security engineer every hour of the year, with incidents reported on the status page.',
  },
];

export const compliance: InfoCard[] = [
  { title: 'ISO/IEC 27001', meta: 'Certified', description: 'Our information security management system is certified and audited every year by an accredited body.' },
  { title: 'SOC 2 Type II', meta: 'Annual report', description: 'An independent auditor tests our security, availability and confidentiality controls over twelve months; customers may request the report.' },
  { title: 'GDPR & PDPA', meta: 'Data processing agreement', description: 'We act as processor for our customers under a standard DPA, with EU and Thai data-protection requirements built into the product.' },
  { title: 'Penetration testing', meta: 'Twice a year', description: 'External specialists test the guest app, staff tools and APIs; findings are fixed on published timelines.' },
];

export const disclosure = {
  title: 'Found a vulnerability? Tell us first.',
  text: `Write to security@${brand.email.split('@')[1]} with the steps to reproduce it. We answer within two business days, keep you informed while we fix it, and credit researchers who report responsibly. Please do not access guest data beyond what you need to show the issue, and give us 90 days before you publish.`,
  steps: [
    { title: 'Report', description: 'Send the details and your contact to our security team; encrypted mail is welcome.' },
    { title: 'Acknowledge', description: 'A security engineer confirms receipt and a first assessment within two business days.' },
    { title: 'Fix', description: 'We fix confirmed issues by severity and tell you when the fix is live.' },
    { title: 'Credit', description: 'With your permission, we thank you by name in our release notes.' },
  ] satisfies InfoCard[],
};

export const securityStats: Statistic[] = [
  { value: '99.9%', label: 'Uptime commitment' },
  { value: '3', label: 'Hosting regions' },
  { value: '24/7', label: 'Security monitoring' },
  { value: '2 days', label: 'Disclosure response' },
];

export const securityRelated: RelatedLink[] = [
  { title: 'System Status', description: 'Live service health, incidents and scheduled maintenance.', href: '/support/status' },
  { title: 'Privacy Policy', description: 'What we collect, why, and the rights guests and customers have.', href: '/privacy-policy' },
  { title: 'Manage your data', description: 'How to see, export or erase the data we hold about you.', href: '/how-to-manage-your-data' },
];

export const securityCallToAction: CallToActionCopy = {
  title: 'Questions from your IT or legal team?',
  text: 'Our security team will walk them through our controls, certificates and data-processing terms.',
};
