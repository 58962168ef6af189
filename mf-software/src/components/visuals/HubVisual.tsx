import type { Visual } from '../../content/types';

/** The platform in the middle, the systems it connects to around it. */
export function HubVisual({ centre, nodes }: Extract<Visual, { kind: 'hub' }>) {
  const radius = 38; // percent of the square, from the centre
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[26rem] rounded-full bg-radial from-brand-50 via-white to-white">
      <svg viewBox="0 0 100 100" className="absolute inset-0 size-full text-brand-200" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="currentColor" strokeDasharray="1.5 2" strokeWidth="0.4" />
        {nodes.map((node, index) => {
          const angle = (index / nodes.length) * 2 * Math.PI - Math.PI / 2;
          return (
            <line
              key={node}
              x1="50"
              y1="50"
              x2={50 + radius * Math.cos(angle)}
              y2={50 + radius * Math.sin(angle)}
              stroke="currentColor"
              strokeWidth="0.4"
            />
          );
        })}
      </svg>
      <span className="absolute top-1/2 left-1/2 grid size-28 -translate-1/2 place-items-center rounded-full bg-linear-to-br from-brand-600 to-brand-900 p-3 text-center text-sm font-bold text-white shadow-[var(--shadow-float)]">
        {centre}
      </span>
      {nodes.map((node, index) => {
        const angle = (index / nodes.length) * 2 * Math.PI - Math.PI / 2;
        return (
          <span
            key={node}
            className="absolute -translate-1/2 rounded-full border border-ink-100 bg-white px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-ink-800 shadow-[var(--shadow-card)]"
            style={{ left: `${50 + radius * Math.cos(angle)}%`, top: `${50 + radius * Math.sin(angle)}%` }}
          >
            {node}
          </span>
        );
      })}
    </div>
  );
}
