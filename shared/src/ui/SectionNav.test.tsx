// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { SectionNav } from './SectionNav';

const items = [
  { id: 'alpha', label: 'Alpha' },
  { id: 'beta', label: 'Beta' },
  { id: 'gamma', label: 'Gamma' },
];

/** Page with three 600 px sections; `scrollY` moves them, as the real window would. */
let scrollY = 0;
function Page({ hash = '' }: { hash?: string }) {
  return (
    <MemoryRouter initialEntries={[`/software/guest-journey${hash}`]}>
      <SectionNav label="Page sections" items={items} />
      {items.map((item) => (
        <section key={item.id} id={item.id} tabIndex={-1}>
          {item.label}
        </section>
      ))}
    </MemoryRouter>
  );
}

beforeEach(() => {
  scrollY = 0;
  vi.useFakeTimers();
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0; // already run: the hook may schedule the next frame
  });
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const index = items.findIndex((item) => item.id === this.id);
    const top = index < 0 ? 0 : 1000 + index * 600 - scrollY;
    return { top, bottom: top + (index < 0 ? 0 : 600), left: 0, right: 0, width: 0, height: 0, x: 0, y: top } as DOMRect;
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const scrollTo = (y: number) => {
  scrollY = y;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
};

describe('SectionNav', () => {
  it('is a named navigation of in-page links', () => {
    render(<Page />);
    const nav = screen.getByRole('navigation', { name: 'Page sections' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Beta' }).getAttribute('href')).toBe('#beta');
  });

  it('marks the section whose top has reached the 200 px line while scrolling', () => {
    render(<Page />);
    expect(document.querySelector('[aria-current]')).toBeNull();
    scrollTo(800); // alpha top at 200
    expect(screen.getByRole('link', { name: 'Alpha' }).getAttribute('aria-current')).toBe('true');
    scrollTo(1399); // beta top at 201
    expect(screen.getByRole('link', { name: 'Alpha' }).getAttribute('aria-current')).toBe('true');
    scrollTo(1400); // beta top at 200
    expect(screen.getByRole('link', { name: 'Beta' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Alpha' }).getAttribute('aria-current')).toBeNull();
  });

  it('smoothly scrolls a clicked section to 120 px, writes the hash and focuses the section', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Gamma' }));
    // gamma's top is 2200 px down the page; it should end 120 px below the viewport top.
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 2080, behavior: 'smooth' });
    expect(window.location.hash).toBe('#gamma');
    expect(document.activeElement?.id).toBe('gamma');
    expect(screen.getByRole('link', { name: 'Gamma' }).getAttribute('aria-current')).toBe('true');
  });

  it('jumps instead of scrolling smoothly under prefers-reduced-motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    render(<Page />);
    fireEvent.click(screen.getByRole('link', { name: 'Beta' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1480, behavior: 'instant' });
  });

  it('jumps to the URL hash section 100 ms after load', () => {
    render(<Page hash="#beta" />);
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1480, behavior: 'instant' });
  });

  it('renders and stays put under a fragment that is not valid percent-encoding, and still goes to an encoded id', () => {
    expect(() => render(<Page hash="#%E0%A4%A" />)).not.toThrow();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Page sections' })).toBeTruthy();
    cleanup();
    render(<Page hash="#%62eta" />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 1480, behavior: 'instant' });
  });
});
