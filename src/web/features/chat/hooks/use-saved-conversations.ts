// Saved conversations: in the account when signed in, in this browser's localStorage for a guest.
// One place for both stores, so the page only says what to keep and what to open.
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { TAssistantId } from '../../../../core/chat/assistants';
import type { TChatImage, TStoredMessage } from '../../../../core/chat/chat-schemas';
import type { TDesignFields } from '../../../../core/chat/fields';
import type { TChatMode } from '../../../../core/routing';
import type { TModelId } from '../../../../core/models';
import { ApiError } from '../../../lib/api-client';
import { createConversation, deleteConversation, getConversation, listConversations, updateConversation } from '../api/chat-api';
import { newId } from '../message-stamp';

const GUEST_STORE = 'inkglow-chat-conversations';
const GUEST_LIMIT = 50;

export interface TSaved {
  id: string;
  title: string;
  assistant_id: TAssistantId;
  updated_at: string;
}
/** What a conversation keeps (besides its title and assistant). */
export interface TConversationBody {
  title: string;
  assistant_id: TAssistantId;
  messages: TStoredMessage[];
  images: TChatImage[];
  fields: TDesignFields;
  mode: TChatMode;
  model: TModelId;
}
type TGuestConversation = TSaved & TConversationBody;
export type TOpenedConversation = Pick<TGuestConversation, 'id' | 'assistant_id' | 'messages' | 'images' | 'mode' | 'model'>;


function readGuest(): TGuestConversation[] {
  try {
    return JSON.parse(localStorage.getItem(GUEST_STORE) ?? '[]') as TGuestConversation[];
  } catch {
    return [];
  }
}
const writeGuest = (list: TGuestConversation[]) => localStorage.setItem(GUEST_STORE, JSON.stringify(list.slice(0, GUEST_LIMIT)));

/** Turns a failed request into an Error carrying the server's message (or `fallback`). */
function failWith(fallback: string) {
  return (error: unknown): never => {
    throw new Error(error instanceof ApiError && error.message ? error.message : fallback);
  };
}

export function useSavedConversations(signedIn: boolean) {
  const [saved, setSaved] = useState<TSaved[]>([]);

  const refresh = useCallback(async () => {
    const list = signedIn ? (await listConversations().catch(() => ({ conversations: [] }))).conversations : readGuest();
    // A transition, and none at all when there is still nothing saved: run straight after the page
    // hydrates, an urgent update re-rendered the whole page in one long task on a phone.
    startTransition(() => setSaved((old) => (old.length === 0 && list.length === 0 ? old : list)));
  }, [signedIn]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Stores `body` (as `id` when already saved) and resolves with its id; rejects with ApiError. */
  const store = useCallback(
    async (body: TConversationBody, id: string | null): Promise<string> => {
      let storedId: string;
      if (signedIn) {
        const { messages, images, fields, mode, model } = body;
        storedId = (id ? await updateConversation(id, { messages, images, fields, mode, model }) : await createConversation(body)).id;
      } else {
        storedId = id ?? newId();
        writeGuest([{ ...body, id: storedId, updated_at: new Date().toISOString() }, ...readGuest().filter((c) => c.id !== storedId)]);
      }
      void refresh();
      return storedId;
    },
    [refresh, signedIn],
  );

  /** A guest's conversation comes back at once (no await), so opening it is one update. */
  const load = useCallback(
    (id: string): Promise<TOpenedConversation | null> | TOpenedConversation | null =>
      signedIn ? getConversation(id).catch(() => null) : (readGuest().find((g) => g.id === id) ?? null),
    [signedIn],
  );

  // Both reject with a message the dialog shows; the list only changes once the change is stored.
  const remove = useCallback(
    async (id: string) => {
      if (signedIn) await deleteConversation(id).catch(failWith('Could not delete the conversation. Please try again.'));
      else writeGuest(readGuest().filter((c) => c.id !== id));
      await refresh();
    },
    [refresh, signedIn],
  );

  const rename = useCallback(
    async (id: string, title: string) => {
      if (signedIn) await updateConversation(id, { title }).catch(failWith('Could not rename the conversation. Please try again.'));
      else writeGuest(readGuest().map((c) => (c.id === id ? { ...c, title } : c)));
      await refresh();
    },
    [refresh, signedIn],
  );

  return { saved, store, load, remove, rename };
}
