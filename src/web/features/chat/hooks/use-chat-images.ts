// The chat's images: Generate Image (from the conversation's fields) and Edit on a generated
// image. Each result goes to the gallery and, with its note, into the conversation.
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { TChatImage, TStoredMessage } from '../../../../core/chat/chat-schemas';
import { MISSING_FIELDS_TITLE, completion, generateRequestFor, missingFieldsMessage, type TDesignFields } from '../../../../core/chat/fields';
import type { TGenerateResponse } from '../../../../core/generation-schemas';
import type { TChatMode } from '../../../../core/routing';
import type { TModelId } from '../../../../core/models';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { authFetch } from '../../../lib/session';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { newId, now } from '../message-stamp';

const NOTE_MAX = 500;

function imageEntry(result: TGenerateResponse, note: string | undefined): TChatImage {
  const image = result.images[0];
  return { id: image.id, url: image.url, prompt: image.prompt, timestamp: now(), model: result.model, ...(note ? { note: note.slice(0, NOTE_MAX) } : {}) };
}

export function useChatImages(current: {
  headers: Record<string, string>;
  fields: TDesignFields;
  mode: TChatMode;
  model: TModelId;
  setImages: Dispatch<SetStateAction<TChatImage[]>>;
  say: (message: TStoredMessage) => void;
}) {
  const [generating, setGenerating] = useState(false);
  const { headers, fields, mode, model, setImages, say } = current;

  const generate = useStableCallback(async (withFields: TDesignFields, withMode: TChatMode, withModel: TModelId) => {
    const done = completion(withFields, withMode);
    if (!done.complete) {
      toast({ title: MISSING_FIELDS_TITLE, description: missingFieldsMessage(done.missing), variant: 'destructive' });
      return;
    }
    setGenerating(true);
    try {
      const body = generateRequestFor(withFields, withMode, withModel);
      const result = await authFetch<TGenerateResponse>('/api/generate', { method: 'POST', body, headers });
      let note = result.note;
      if (withMode === 'body_preview' && result.model === 'local')
        note = `${note ? `${note} ` : ''}This is the offline engine's design: body previews on skin need a FLUX key.`;
      const entry = imageEntry(result, note);
      setImages((list) => [entry, ...list]);
      say({ id: newId(), sender: 'assistant', content: `Here is your design.${note ? ` ${note}` : ''}`, timestamp: now(), imageUrl: entry.url });
    } catch (error) {
      toast({ title: 'Generation Failed', description: error instanceof ApiError ? error.message : 'There was an error generating your image. Please try again later.', variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  });

  const generateNow = useStableCallback(() => void generate(fields, mode, model));

  const edit = useStableCallback(async (image: TChatImage, instructions: string): Promise<boolean> => {
    try {
      const result = await authFetch<TGenerateResponse>(`/api/images/${encodeURIComponent(image.id)}/edit`, {
        method: 'POST',
        headers,
        body: { instructions, model: image.model, design: { prompt: image.prompt, attributes: generateRequestFor(fields, mode, model).attributes } },
      });
      // Like a generated image: the note (a fallback, the offline engine) goes with it, and the
      // conversation says what changed, so the transcript and a saved chat keep the edit too.
      const note = result.note?.slice(0, NOTE_MAX);
      const entry = imageEntry(result, note);
      setImages((list) => [entry, ...list]);
      say({ id: newId(), sender: 'assistant', content: `Here is the edited design (${instructions.slice(0, 200)}).${note ? ` ${note}` : ''}`, timestamp: now(), imageUrl: entry.url });
      return true;
    } catch (error) {
      const unsupported = error instanceof ApiError && /not support|iteration/i.test(error.message);
      // The server's message starts with the title; the toast shows the title once and the reason under it.
      const reason = unsupported ? error.message.replace(/^Iteration Not Supported:\s*/i, '') : '';
      toast({
        title: unsupported ? 'Iteration Not Supported' : 'Edit Failed',
        description: unsupported ? reason.charAt(0).toUpperCase() + reason.slice(1) : 'Could not edit image. Please try again.',
        variant: 'destructive',
      });
      return false;
    }
  });

  return { generating, generate, generateNow, edit };
}
