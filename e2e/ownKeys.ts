/**
 * Keys of the run's own for every site the suites start: a site behind a trusted proxy, behind nginx or on
 * PostgreSQL refuses the development keys (supabase/server/exposure.ts), and a store a server makes takes its
 * anon key. Made once per run, in the environment the servers and the test workers inherit (fixtures.ts reads
 * them there); kept when the environment names keys already.
 */
import crypto from 'node:crypto';

const random = () => crypto.randomBytes(32).toString('base64url');

for (const name of ['BACKEND_ANON_KEY', 'BACKEND_SERVICE_KEY', 'BACKEND_JWT_SECRET']) process.env[name] ||= `e2e-${random()}`;

/** The keys published in the repository, which the suites' sites must refuse. */
export const developmentKeys = { anonKey: 'local-anon-key', serviceKey: 'local-service-key' } as const;
