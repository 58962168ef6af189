import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * State and ARIA wiring of a tab list (WAI-ARIA tabs pattern, automatic activation): one tab in the
 * Tab order, arrow keys move between tabs, Home and End jump to the ends.
 */
export function useTabs<T extends string>(ids: readonly T[]) {
  const [selected, setSelected] = useState<T>(ids[0]);
  const base = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());

  const focusTab = (id: T) => {
    setSelected(id);
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = ids.indexOf(selected);
    const target = {
      ArrowRight: ids[(index + 1) % ids.length],
      ArrowLeft: ids[(index - 1 + ids.length) % ids.length],
      Home: ids[0],
      End: ids[ids.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    focusTab(target);
  };

  const tabProps = (id: T) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) tabRefs.current.set(id, element);
      else tabRefs.current.delete(id);
    },
    id: `${base}-tab-${id}`,
    role: 'tab' as const,
    type: 'button' as const,
    'aria-selected': selected === id,
    'aria-controls': `${base}-panel-${id}`,
    tabIndex: selected === id ? 0 : -1,
    onClick: () => setSelected(id),
  });

  const panelProps = (id: T) => ({
    id: `${base}-panel-${id}`,
    role: 'tabpanel' as const,
    'aria-labelledby': `${base}-tab-${id}`,
    hidden: selected !== id,
  });

  return { selected, tabListProps: { role: 'tablist' as const, onKeyDown }, tabProps, panelProps };
}
