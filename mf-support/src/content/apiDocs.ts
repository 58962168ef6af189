/** /support/api-docs: an overview of the public API; details live in the developer portal. */
import type { CallToActionCopy, InfoCard, PageIntro, RelatedLink, SectionNavItem, Statistic } from './types';

export const apiDocsIntro: PageIntro = {
  metaTitle: 'API Documentation',
  metaDescription:
    'Build on Stayvia’s REST API: OAuth 2.0 and API keys, webhooks, five official SDKs, 99.99% API uptime and a 1000 requests per minute rate limit on standard plans.',
  badge: 'Developers',
  title: 'API documentation for',
  highlight: 'connected properties',
  description:
    'Read reservations, send guest messages, issue mobile keys and post charges from your own systems, with the same REST API our apps use.',
};

export const apiDocsSections: SectionNavItem[] = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'authentication', label: 'Authentication' },
  { id: 'sdks', label: 'SDKs & Tools' },
];

export const apiStats: Statistic[] = [
  { value: '99.99%', label: 'API uptime' },
  { value: '50ms', label: 'Average response' },
  { value: '10M+', label: 'API calls daily' },
  { value: '5', label: 'SDKs' },
];

export const gettingStartedSteps: InfoCard[] = [
  {
    title: 'Get an API key',
    description: 'Request a key for a sandbox property. Sandbox data is realistic and resets nightly, so you can test freely.',
  },
  {
    title: 'Make your first call',
    description: 'List today’s arrivals with GET /v1/reservations?arrival=today; every response is JSON with stable, documented fields.',
  },
  {
    title: 'Subscribe to webhooks',
    description: 'Receive check-in, message, service-request and payment events as signed HTTPS callbacks instead of polling.',
  },
  {
    title: 'Go to production',
    description: 'Ask a property administrator to approve your app; production keys are scoped to the properties that approved it.',
  },
];

/** The sample request shown in Getting Started. */
export const sampleRequest = `curl https://api.stayvia.com/v1/reservations?arrival=today \\
  -H "Authorization: Bearer $STAYVIA_API_KEY"`;

export const authenticationMethods: InfoCard[] = [
  {
    title: 'OAuth 2.0',
    description:
      'Apps used by several properties sign in with the OAuth 2.0 authorization code flow, so each property approves the scopes it grants and can revoke them.',
  },
  {
    title: 'API keys',
    description: 'Server-to-server integrations for a single property use API keys, created and rotated by an administrator.',
  },
  {
    title: 'IP allow-listing (whitelisting)',
    description: 'Limit a key to the addresses of your servers; calls from anywhere else are refused.',
  },
  {
    title: 'Role-based access control',
    description: 'Keys and apps act with a role — read-only reporting, front office, finance — and see only what that role allows.',
  },
];

export const errorsAndLimits = {
  errors: 'Every error returns an HTTP status with detailed error codes and a message that says what to change.',
  rateLimit: 'The rate limit is 1000 requests per minute for standard plans; each response reports what remains in the current window.',
};

export const sdks: InfoCard[] = [
  { title: 'JavaScript / TypeScript', meta: 'npm', description: 'Typed client for Node.js and the browser, with webhook signature checks.' },
  { title: 'Python', meta: 'PyPI', description: 'Sync and asyncio clients, ideal for reporting jobs and data pipelines.' },
  { title: 'PHP', meta: 'Packagist', description: 'For booking engines and property websites built on PHP.' },
  { title: 'Java', meta: 'Maven Central', description: 'For enterprise PMS and ERP connectors running on the JVM.' },
  { title: '.NET', meta: 'NuGet', description: 'For Windows-based property systems and Azure functions.' },
];

export const developerTools: InfoCard[] = [
  { title: 'OpenAPI 3.1 specification', description: 'Generate a client in any language or import it into your API gateway.' },
  { title: 'Postman collection', description: 'Every endpoint with example requests, ready to run against the sandbox.' },
  { title: 'Webhook inspector', description: 'See each event sent to your endpoint, its payload and response, and replay it.' },
];

export const sampleApps: InfoCard[] = [
  { title: 'Arrivals board', description: 'A lobby screen that greets today’s arriving guests and shows who has checked in by phone.' },
  { title: 'Upsell report', description: 'A nightly job that totals upsell revenue by offer and sends it to your finance system.' },
  { title: 'Slack hand-off', description: 'Posts chats the AI concierge hands over to a Slack channel, so the duty manager never misses one.' },
];

export const apiDocsRelated: RelatedLink[] = [
  { title: 'Integrations', description: 'Certified PMS, POS and CRM interfaces that use the same API.', href: '/software/integrations' },
  { title: 'Developer Community', description: 'Forums, office hours and events for people building on the platform.', href: '/support/community#developers' },
  { title: 'System Status', description: 'Live API health, incidents and scheduled maintenance.', href: '/support/status' },
];

export const apiDocsCallToAction: CallToActionCopy = {
  title: 'Start building today',
  text: 'Get a sandbox API key in minutes, or explore sample apps that show the API in real property workflows.',
};
