// `npm run dev [-- <area> [--settings <url>]]`: the development session (platform/dev/session.ts).
import 'platform/dev/session';
