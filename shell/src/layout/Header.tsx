import { Link } from 'react-router';
import { brand } from 'shared/brand';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-6">
        <Link to="/" className="text-xl font-extrabold text-brand-800">{brand.name}</Link>
      </div>
    </header>
  );
}
