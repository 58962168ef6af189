import type { Visual } from '../../content/types';
import { BarsVisual } from './BarsVisual';
import { BoardVisual } from './BoardVisual';
import { ChatVisual } from './ChatVisual';
import { CodeVisual } from './CodeVisual';
import { HubVisual } from './HubVisual';
import { PhoneVisual } from './PhoneVisual';

function VisualBody({ visual }: { visual: Visual }) {
  switch (visual.kind) {
    case 'phone':
      return <PhoneVisual {...visual} />;
    case 'chat':
      return <ChatVisual {...visual} />;
    case 'board':
      return <BoardVisual {...visual} />;
    case 'bars':
      return <BarsVisual {...visual} />;
    case 'hub':
      return <HubVisual {...visual} />;
    case 'code':
      return <CodeVisual {...visual} />;
  }
}

/**
 * A section's illustration with its caption. The mock-up itself is hidden from assistive technology (its
 * text is sample data); the caption says what it shows.
 */
export function FeatureVisual({ visual, caption }: { visual: Visual; caption: string }) {
  return (
    <figure className="w-full">
      <div aria-hidden="true">
        <VisualBody visual={visual} />
      </div>
      <figcaption className="mt-4 text-center text-sm text-ink-600">{caption}</figcaption>
    </figure>
  );
}
