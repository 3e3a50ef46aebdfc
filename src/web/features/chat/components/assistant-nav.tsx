// Left column: the five assistants, and from lg up the saved conversations under them.
import { memo } from 'react';
import { ASSISTANTS, type TAssistantId } from '../../../../core/chat/assistants';
import { SavedConversations, type SavedConversationsProps } from './saved-conversations';

export const AssistantNav = memo(function AssistantNav(props: {
  assistantId: TAssistantId;
  onPick: (id: TAssistantId) => void;
  /** Shown only when wide: on a phone the Saved tab lists them (one copy, one set of ids). */
  saved: SavedConversationsProps['saved'] | null;
  onOpen: SavedConversationsProps['onOpen'];
  onRename: SavedConversationsProps['onRename'];
  onDelete: SavedConversationsProps['onDelete'];
}) {
  return (
    <nav aria-label="Assistants" className="space-y-4">
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {ASSISTANTS.map((a) => (
          <li key={a.id} className="shrink-0 lg:shrink">
            <button
              type="button"
              onClick={() => props.onPick(a.id)}
              aria-pressed={props.assistantId === a.id}
              className={`w-full rounded-lg border px-3 py-2 text-left text-sm transition ${props.assistantId === a.id ? 'border-primary bg-primary/10' : 'border-border hover:bg-accent'}`}
            >
              <span className="block font-medium">{a.name}</span>
              <span className="hidden text-xs text-muted-foreground lg:block">{a.tagline}</span>
            </button>
          </li>
        ))}
      </ul>
      {props.saved && props.saved.length > 0 && (
        <div className="hidden space-y-2 lg:block">
          <h2 className="text-sm font-semibold">Saved conversations</h2>
          <SavedConversations idPrefix="saved-wide" saved={props.saved} onOpen={props.onOpen} onRename={props.onRename} onDelete={props.onDelete} />
        </div>
      )}
    </nav>
  );
});
