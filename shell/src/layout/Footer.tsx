import { copyrightLine } from 'shared/brand';

export function Footer() {
  return <footer className="border-t border-ink-100 px-6 py-10 text-sm text-ink-600">{copyrightLine(new Date().getFullYear())}</footer>;
}
