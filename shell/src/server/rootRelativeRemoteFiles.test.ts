import { describe, expect, it } from 'vitest';
import { rootRelativeRemoteFiles } from './rootRelativeRemoteFiles';

describe('rootRelativeRemoteFiles', () => {
  it("makes the remotes' files on the render origin root-relative, and nothing else", () => {
    const markup =
      '<a href="http://127.0.0.1:40497/releases/legal/0123456789ab/assets/terms.pdf">PDF</a>' +
      '<img src="http://127.0.0.1:40497/remotes/mf-news/assets/a.png">' +
      '<link rel="canonical" href="http://127.0.0.1:40497/gdpr">' +
      '<a href="https://cdn.example.com/releases/legal/1/x.pdf">CDN</a>' +
      '<a href="http://127.0.0.1:4049/releases/legal/1/y.pdf">other port</a>';
    expect(rootRelativeRemoteFiles(markup, 'http://127.0.0.1:40497/')).toBe(
      '<a href="/releases/legal/0123456789ab/assets/terms.pdf">PDF</a>' +
        '<img src="/remotes/mf-news/assets/a.png">' +
        '<link rel="canonical" href="http://127.0.0.1:40497/gdpr">' +
        '<a href="https://cdn.example.com/releases/legal/1/x.pdf">CDN</a>' +
        '<a href="http://127.0.0.1:4049/releases/legal/1/y.pdf">other port</a>',
    );
  });
});
