/** The social card as one HTML page at 1200×630: word mark, tagline, audience and a concierge chat vignette. */

export type SocialCardContent = {
  name: string;
  tagline: string;
  audience: string[];
  domain: string;
  /** The brand mark's SVG markup (rendered from the site's own component). */
  markSvg: string;
  chat: { guest: string; reply: string; note: string };
};

export type SocialCardStyle = {
  /** file:// URL of the site's variable font. */
  fontUrl: string;
  /** Theme colour tokens by name (`color-brand-700` → `#1c615e`). */
  colors: Record<string, string>;
};

export const cardSize = { width: 1200, height: 630 } as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The tagline with its last word in the accent colour; hyphenated words are never broken at the hyphen. */
function headline(tagline: string): string {
  const words = tagline.split(' ').map((word) => (word.includes('-') ? `<span class="nowrap">${escapeHtml(word)}</span>` : escapeHtml(word)));
  const last = words.pop() ?? '';
  return `${words.join(' ')} <em>${last}</em>`;
}

export function socialCardHtml(content: SocialCardContent, style: SocialCardStyle): string {
  const tokens = Object.entries(style.colors)
    .map(([name, value]) => `--${name}: ${value};`)
    .join(' ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<style>
  @font-face {
    font-family: 'Plus Jakarta Sans Variable';
    font-weight: 200 800;
    src: url('${style.fontUrl}') format('woff2-variations');
  }
  :root { ${tokens} }
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${cardSize.width}px; height: ${cardSize.height}px; overflow: hidden; }
  body {
    position: relative;
    font-family: 'Plus Jakarta Sans Variable', sans-serif;
    color: #fff;
    background:
      radial-gradient(560px 460px at 88% 0%, color-mix(in srgb, var(--color-brand-400) 34%, transparent), transparent 70%),
      radial-gradient(640px 520px at 0% 100%, color-mix(in srgb, var(--color-brand-500) 26%, transparent), transparent 70%),
      linear-gradient(135deg, var(--color-brand-950) 0%, var(--color-brand-800) 55%, var(--color-brand-700) 100%);
    -webkit-font-smoothing: antialiased;
  }
  .rings { position: absolute; right: -170px; top: 50%; width: 760px; height: 760px; transform: translateY(-50%); }
  .rings circle { fill: none; stroke: rgb(255 255 255 / 0.06); stroke-width: 1.5; }
  .copy { position: absolute; left: 80px; top: 72px; bottom: 64px; width: 640px; display: flex; flex-direction: column; }
  .logo { display: flex; align-items: center; gap: 18px; }
  .logo svg { width: 64px; height: 64px; filter: drop-shadow(0 10px 24px rgb(0 0 0 / 0.3)); }
  .logo span { font-size: 44px; font-weight: 800; letter-spacing: -0.02em; }
  .hero { margin: auto 0; padding-bottom: 8px; }
  h1 { font-size: 56px; line-height: 1.08; font-weight: 800; letter-spacing: -0.03em; text-wrap: balance; }
  .nowrap { white-space: nowrap; }
  h1 em { font-style: normal; color: var(--color-accent-300); }
  .audience { margin-top: 32px; padding: 0; display: flex; flex-wrap: wrap; gap: 10px; }
  .audience li {
    list-style: none; padding: 9px 18px; border-radius: 999px; font-size: 20px; font-weight: 600;
    color: var(--color-brand-50); background: rgb(255 255 255 / 0.08); border: 1px solid rgb(255 255 255 / 0.16);
  }
  .domain { font-size: 24px; font-weight: 700; color: var(--color-brand-200); letter-spacing: 0.01em; }
  .chat {
    position: absolute; right: 72px; top: 50%; transform: translateY(-50%); width: 360px; padding: 26px 24px 24px;
    background: #fff; color: var(--color-ink-900); border-radius: 28px;
    box-shadow: 0 40px 80px -24px rgb(0 0 0 / 0.55), 0 0 0 1px rgb(255 255 255 / 0.4);
  }
  .chat header { display: flex; align-items: center; gap: 12px; padding-bottom: 18px; border-bottom: 1px solid var(--color-ink-100); }
  .chat header svg { width: 40px; height: 40px; }
  .chat header b { display: block; font-size: 18px; font-weight: 700; }
  .chat header small { display: flex; align-items: center; gap: 6px; font-size: 14px; color: var(--color-brand-600); font-weight: 600; }
  .chat header small::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: var(--color-brand-400); }
  .bubble { margin-top: 16px; padding: 14px 16px; font-size: 18px; line-height: 1.4; font-weight: 500; border-radius: 20px; max-width: 290px; }
  .guest { margin-left: auto; background: var(--color-ink-100); border-bottom-right-radius: 6px; }
  .reply { background: var(--color-brand-700); color: #fff; border-bottom-left-radius: 6px; }
  .note {
    display: inline-flex; margin-top: 16px; padding: 7px 14px; border-radius: 999px; font-size: 15px; font-weight: 700;
    color: var(--color-accent-800); background: var(--color-accent-100);
  }
</style>
</head>
<body>
  <svg class="rings" viewBox="0 0 760 760" aria-hidden="true">
    ${[120, 200, 280, 360].map((r) => `<circle cx="380" cy="380" r="${r}"/>`).join('')}
  </svg>
  <main class="copy">
    <div class="logo">${content.markSvg}<span>${escapeHtml(content.name)}</span></div>
    <div class="hero">
      <h1>${headline(content.tagline)}</h1>
      <ul class="audience">${content.audience.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
    </div>
    <p class="domain">${escapeHtml(content.domain)}</p>
  </main>
  <section class="chat" aria-label="Concierge chat">
    <header>${content.markSvg}<div><b>${escapeHtml(content.name)} Concierge</b><small>Online now</small></div></header>
    <p class="bubble guest">${escapeHtml(content.chat.guest)}</p>
    <p class="bubble reply">${escapeHtml(content.chat.reply)}</p>
    <span class="note">${escapeHtml(content.chat.note)}</span>
  </section>
</body>
</html>
`;
}
