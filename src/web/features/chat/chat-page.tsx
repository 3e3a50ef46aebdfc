// /chat: five assistants (left), the conversation with streamed replies (centre), Generation
// Controls and the Generated Images gallery (right). On a phone: one flow, controls in a tab
// (one copy of them in the DOM either way).
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Download, Loader2, Mic, Save, Send, Share2 } from 'lucide-react';
import { ASSISTANTS, assistantInfo, type TAssistantId } from '../../../core/chat/assistants';
import type { TChatImage, TStoredMessage } from '../../../core/chat/chat-schemas';
import { CHAT_FAILED_MESSAGE, CHAT_FAILED_TITLE } from '../../../core/chat/chat-values';
import { MISSING_FIELDS_TITLE, asksForImage, completion, conversationState, generateRequestFor, missingFieldsMessage, type TDesignFields } from '../../../core/chat/fields';
import type { TChatMode } from '../../../core/routing';
import type { TModelId } from '../../../core/models';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { HydrationSlice } from '../../components/ui/hydration-slice';
import { PageContainer } from '../../components/ui/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { authFetch } from '../../lib/session';
import { useAuth } from '../../lib/session';
import { useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query';
import { ProviderKeysDialog } from '../../components/provider-keys/provider-keys-dialog';
import { guestKeyHeaders, useGuestKeys, useProviders } from '../../lib/provider-keys';
import { noModelNote } from '../../components/model-select/model-messages';
import { createConversation, deleteConversation, getConversation, listConversations, streamChat, updateConversation } from './api/chat-api';
import { GenerationPanel, chatModelChoices } from './components/generation-panel';
import { ImageGallery } from './components/image-gallery';
import { SavedConversations } from './components/saved-conversations';
import { useVoiceInput } from './hooks/use-voice-input';
import { downloadText, fileNameFor, transcriptMarkdown } from './transcript';
import type { TGenerateResponse } from '../../../core/generation-schemas';

const GUEST_STORE = 'inkglow-chat-conversations';
const newId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 36);
const now = () => new Date().toISOString();
const greeting = (id: TAssistantId): TStoredMessage => ({ id: `greeting-${id}`, content: assistantInfo(id).greeting, sender: 'assistant', timestamp: now() });

interface TSaved { id: string; title: string; assistant_id: TAssistantId; updated_at: string }
interface TGuestConversation extends TSaved { messages: TStoredMessage[]; images: TChatImage[]; fields: TDesignFields; mode: TChatMode; model: TModelId }

function readGuest(): TGuestConversation[] {
  try {
    return JSON.parse(localStorage.getItem(GUEST_STORE) ?? '[]') as TGuestConversation[];
  } catch {
    return [];
  }
}

export default function ChatPage() {
  const { user } = useAuth();
  const guestKeys = useGuestKeys();
  const headers = useMemo(() => (user ? {} : guestKeyHeaders(guestKeys)), [user, guestKeys]);
  const providers = useProviders(guestKeys, user?.id);
  const modelChoices = useMemo(() => chatModelChoices(providers.data?.models), [providers.data]);
  const [assistantId, setAssistantId] = useState<TAssistantId>('design');
  const [messages, setMessages] = useState<TStoredMessage[]>([greeting('design')]);
  const [images, setImages] = useState<TChatImage[]>([]);
  const [mode, setMode] = useState<TChatMode>('design');
  const [model, setModel] = useState<TModelId>('chatgpt-image-1');
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [offline, setOffline] = useState<boolean | null>(null);
  // Three columns from lg up; null until known (prerender, hydration): see useMediaQuery.
  const wide = useMediaQuery(WIDE_QUERY);
  const [phoneTab, setPhoneTab] = useState<'controls' | 'saved'>('controls');
  const [savedId, setSavedId] = useState<string | null>(null);
  const [saved, setSaved] = useState<TSaved[]>([]);
  const endRef = useRef<HTMLLIElement>(null);

  const userTexts = useMemo(() => messages.filter((m) => m.sender === 'user').map((m) => m.content), [messages]);
  const state = useMemo(() => conversationState(userTexts, { mode: 'design', model: 'chatgpt-image-1' }), [userTexts]);
  const fields = state.fields;

  const refreshSaved = useCallback(async () => {
    const list = user ? (await listConversations().catch(() => ({ conversations: [] }))).conversations : readGuest();
    // A transition, and none at all when there is still nothing saved: run straight after the page
    // hydrates, an urgent update re-rendered the whole page in one long task on a phone.
    startTransition(() => setSaved((old) => (old.length === 0 && list.length === 0 ? old : list)));
  }, [user]);
  useEffect(() => {
    void refreshSaved();
  }, [refreshSaved]);
  // Braces: newer Chromium returns a promise from scrollIntoView, which must not become the cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages]);

  function pickAssistant(id: TAssistantId) {
    setAssistantId(id);
    setMessages([greeting(id)]);
    setImages([]);
    setSavedId(null);
    setMode('design');
    setModel('chatgpt-image-1');
  }

  const generate = useCallback(
    async (currentFields: TDesignFields, currentMode: TChatMode, currentModel: TModelId) => {
      const done = completion(currentFields, currentMode);
      if (!done.complete) {
        toast({ title: MISSING_FIELDS_TITLE, description: missingFieldsMessage(done.missing), variant: 'destructive' });
        return;
      }
      setGenerating(true);
      try {
        const body = generateRequestFor(currentFields, currentMode, currentModel);
        const result = await authFetch<TGenerateResponse>('/api/generate', { method: 'POST', body, headers });
        const image = result.images[0];
        let note = result.note;
        if (currentMode === 'body_preview' && result.model === 'local')
          note = `${note ? `${note} ` : ''}This is the offline engine's design: body previews on skin need a FLUX key.`;
        const entry: TChatImage = { id: image.id, url: image.url, prompt: image.prompt, timestamp: now(), model: result.model, ...(note ? { note: note.slice(0, 500) } : {}) };
        setImages((list) => [entry, ...list]);
        setMessages((list) => [...list, { id: newId(), sender: 'assistant', content: `Here is your design.${note ? ` ${note}` : ''}`, timestamp: now(), imageUrl: image.url }]);
      } catch (error) {
        toast({ title: 'Generation Failed', description: error instanceof ApiError ? error.message : 'There was an error generating your image. Please try again later.', variant: 'destructive' });
      } finally {
        setGenerating(false);
      }
    },
    [headers],
  );

  const send = useCallback(
    async (text: string) => {
      const content = text.trim();
      if (!content || busy) return;
      const userMessage: TStoredMessage = { id: newId(), sender: 'user', content, timestamp: now() };
      const replyId = newId();
      const history = [...messages, userMessage];
      setMessages([...history, { id: replyId, sender: 'assistant', content: '', timestamp: now() }]);
      setInput('');
      setBusy(true);
      try {
        const reply = await streamChat(
          {
            assistantId,
            messages: history.filter((m) => !m.id.startsWith('greeting-') && m.content.trim()).map((m) => ({ role: m.sender, content: m.content.slice(0, 4000) })).slice(-60),
            mode,
            model,
          },
          headers,
          (delta) => setMessages((list) => list.map((m) => (m.id === replyId ? { ...m, content: m.content + delta } : m))),
        );
        setMessages((list) => list.map((m) => (m.id === replyId ? { ...m, content: reply.message } : m)));
        setOffline(reply.source === 'offline');
        setMode(reply.keywords.mode === 'typography' ? 'design' : reply.keywords.mode);
        setModel(reply.keywords.model);
        if (reply.generate || (asksForImage(content) && reply.readyToGenerate)) void generate(reply.fields, reply.keywords.mode, reply.keywords.model);
      } catch (error) {
        setMessages((list) => list.filter((m) => m.id !== replyId || m.content));
        toast({ title: CHAT_FAILED_TITLE, description: error instanceof ApiError && error.message ? `${CHAT_FAILED_MESSAGE}: ${error.message}` : CHAT_FAILED_MESSAGE, variant: 'destructive' });
      } finally {
        setBusy(false);
      }
    },
    [assistantId, busy, generate, headers, messages, mode, model],
  );

  const appendText = useCallback((text: string) => setInput((v) => (v ? `${v} ${text}` : text)), []);
  const voice = useVoiceInput(appendText, headers);

  const title = useMemo(() => {
    const first = userTexts[0];
    return first ? first.slice(0, 60) : `${assistantInfo(assistantId).name} chat`;
  }, [userTexts, assistantId]);

  async function save() {
    const body = { title, assistant_id: assistantId, messages: messages.slice(-400), images, fields, mode, model };
    try {
      if (user) {
        const result = savedId ? await updateConversation(savedId, { messages: body.messages, images, fields, mode, model }) : await createConversation(body);
        setSavedId(result.id);
      } else {
        const id = savedId ?? newId();
        const list = readGuest().filter((c) => c.id !== id);
        localStorage.setItem(GUEST_STORE, JSON.stringify([{ ...body, id, updated_at: now() }, ...list].slice(0, 50)));
        setSavedId(id);
      }
      toast({ title: 'Conversation Saved', description: user ? 'Find it under Saved conversations.' : 'Kept in this browser. Sign in to keep it in your account.' });
      void refreshSaved();
    } catch (error) {
      toast({ title: 'Error', description: error instanceof ApiError ? error.message : 'Could not save the conversation.', variant: 'destructive' });
    }
  }

  async function open(id: string) {
    const c = user ? await getConversation(id).catch(() => null) : readGuest().find((g) => g.id === id) ?? null;
    if (!c) return;
    setAssistantId(c.assistant_id);
    setMessages(c.messages);
    setImages(c.images);
    setMode(c.mode === 'typography' ? 'design' : c.mode);
    setModel(c.model);
    setSavedId(c.id);
  }

  // Both reject with a message the dialog shows; the list only changes once the change is stored.
  async function remove(id: string) {
    if (user) await deleteConversation(id).catch(failWith('Could not delete the conversation. Please try again.'));
    else localStorage.setItem(GUEST_STORE, JSON.stringify(readGuest().filter((c) => c.id !== id)));
    if (savedId === id) setSavedId(null);
    await refreshSaved();
  }

  async function rename(id: string, next: string) {
    if (user) await updateConversation(id, { title: next }).catch(failWith('Could not rename the conversation. Please try again.'));
    else localStorage.setItem(GUEST_STORE, JSON.stringify(readGuest().map((c) => (c.id === id ? { ...c, title: next } : c))));
    await refreshSaved();
  }

  function download() {
    downloadText(fileNameFor(title), transcriptMarkdown({ title, assistantId, messages, images, origin: window.location.origin }));
    toast({ title: 'Download Started', description: 'Your conversation is saved as a Markdown file.' });
  }

  async function shareConversation() {
    const image = images[0];
    if (!image) {
      toast({ title: 'No Image', description: 'Please generate an image first.' });
      return;
    }
    const url = new URL(image.url, window.location.origin).toString();
    if (navigator.share) await navigator.share({ title, url }).catch(() => undefined);
    else {
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      toast({ title: 'Share Options', description: 'Link to the image copied to the clipboard.' });
    }
  }

  async function editImage(image: TChatImage, instructions: string): Promise<boolean> {
    try {
      const result = await authFetch<TGenerateResponse>(`/api/images/${encodeURIComponent(image.id)}/edit`, {
        method: 'POST',
        headers,
        body: { instructions, model: image.model, design: { prompt: image.prompt, attributes: generateRequestFor(fields, mode, model).attributes } },
      });
      const edited = result.images[0];
      // Like a generated image: the note (a fallback, the offline engine) goes with it, and the
      // conversation says what changed, so the transcript and a saved chat keep the edit too.
      const note = result.note?.slice(0, 500);
      setImages((list) => [{ id: edited.id, url: edited.url, prompt: edited.prompt, timestamp: now(), model: result.model, ...(note ? { note } : {}) }, ...list]);
      setMessages((list) => [
        ...list,
        { id: newId(), sender: 'assistant', content: `Here is the edited design (${instructions.slice(0, 200)}).${note ? ` ${note}` : ''}`, timestamp: now(), imageUrl: edited.url },
      ]);
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
  }

  const controls = (
    <div className="space-y-4">
      <GenerationPanel
        mode={mode}
        onMode={setMode}
        model={model}
        onModel={setModel}
        models={modelChoices}
        modelNote={providers.data ? noModelNote(modelChoices, Boolean(user)) : undefined}
        fields={fields}
        keywords={state.keywords}
        confidence={state.keywords.confidence}
        generating={generating}
        onGenerate={() => void generate(fields, mode, model)}
      />
      <ImageGallery images={images} onEdit={editImage} onSave={() => void save()} />
    </div>
  );

  const assistants = (
    <nav aria-label="Assistants" className="space-y-4">
      <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
        {ASSISTANTS.map((a) => (
          <li key={a.id} className="shrink-0 lg:shrink">
            <button
              type="button"
              onClick={() => pickAssistant(a.id)}
              aria-pressed={assistantId === a.id}
              className={`w-full rounded-lg border px-3 py-2 text-left text-sm transition ${assistantId === a.id ? 'border-primary bg-primary/10' : 'border-border hover:bg-accent'}`}
            >
              <span className="block font-medium">{a.name}</span>
              <span className="hidden text-xs text-muted-foreground lg:block">{a.tagline}</span>
            </button>
          </li>
        ))}
      </ul>
      {/* Not on a phone: there the Saved tab lists them (one copy, one set of ids). */}
      {saved.length > 0 && wide !== false && (
        <div className="hidden space-y-2 lg:block">
          <h2 className="text-sm font-semibold">Saved conversations</h2>
          <SavedConversations idPrefix="saved-wide" saved={saved} onOpen={(id) => void open(id)} onRename={rename} onDelete={remove} />
        </div>
      )}
    </nav>
  );

  return (
    <PageContainer>
      <title>Tattoo Chat Assistant · InkGlow</title>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Tattoo Chat Assistant</h1>
          <p className="text-sm text-muted-foreground">Five specialists for ideas, designs, analysis, styles and aftercare.</p>
        </div>
        <ProviderKeysDialog signedIn={Boolean(user)} triggerVariant="outline" />
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[220px_minmax(0,1fr)_320px]">
        {/* The three columns hydrate one after another, each its own short piece of work on a phone. */}
        <HydrationSlice>
          <aside className="min-w-0">{assistants}</aside>
        </HydrationSlice>
        <HydrationSlice>
          <section aria-label="Conversation" className="flex min-w-0 flex-col rounded-xl border border-border bg-card/40 lg:self-start">
            <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2">
              <div className="flex items-center gap-2">
                <h2 className="text-base font-semibold">{assistantInfo(assistantId).name}</h2>
                {offline !== null && <Badge variant="outline">{offline ? 'Offline assistant' : 'AI model'}</Badge>}
              </div>
              {/* Icons only where the centre column is narrow (phone, and lg up to 2xl beside the
                  side columns): with the labels, the row wrapped under the title once the assistant's
                  badge appeared, and the conversation jumped down a line. */}
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => void save()} aria-label="Save conversation" title="Save conversation">
                  <Save aria-hidden="true" /> <span className="hidden sm:inline lg:hidden 2xl:inline">Save</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={download} aria-label="Download conversation" title="Download conversation">
                  <Download aria-hidden="true" /> <span className="hidden sm:inline lg:hidden 2xl:inline">Download</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => void shareConversation()} aria-label="Share conversation" title="Share conversation">
                  <Share2 aria-hidden="true" /> <span className="hidden sm:inline lg:hidden 2xl:inline">Share</span>
                </Button>
              </div>
            </div>
            <ol className="max-h-[60vh] min-h-[320px] flex-1 space-y-3 overflow-y-auto p-4" aria-live="polite" aria-label="Messages">
              {messages.map((m) => (
                <li key={m.id} className={`flex ${m.sender === 'user' ? 'justify-end' : 'justify-start'}`}>
                  <div
                    className={`max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-4 py-2 text-sm ${m.sender === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground'}`}
                    data-sender={m.sender}
                  >
                    {m.content ? m.content.replace(/\*\*/g, '') : <Loader2 className="size-4 animate-spin" aria-label="Writing" />}
                    {m.imageUrl && <img src={m.imageUrl} alt="Generated design" className="mt-2 w-48 rounded-lg bg-white" />}
                  </div>
                </li>
              ))}
              {/* The scroll anchor is a list item too: an <ol> holds only <li> (axe "list"). */}
              <li ref={endRef} aria-hidden="true" />
            </ol>
            <form
              className="flex items-end gap-2 border-t border-border p-3"
              onSubmit={(e) => {
                e.preventDefault();
                void send(input);
              }}
            >
              <Textarea
                value={input}
                onChange={(e) => setInput(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                    e.preventDefault();
                    void send(input);
                  }
                }}
                placeholder="Describe your tattoo idea"
                aria-label="Message"
                rows={2}
                maxLength={4000}
                className="min-h-[44px] flex-1 resize-none"
              />
              <Button
                type="button"
                variant={voice.state === 'listening' ? 'destructive' : 'outline'}
                size="icon"
                onClick={voice.toggle}
                aria-label={voice.state === 'listening' ? 'Stop listening' : 'Voice input'}
                aria-pressed={voice.state === 'listening'}
              >
                <Mic aria-hidden="true" />
              </Button>
              <Button type="submit" size="icon" disabled={!input.trim() || busy} aria-label="Send message">
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              </Button>
            </form>
          </section>
        </HydrationSlice>
        {/*
          The controls exist once (a second copy would repeat every id and label). On a phone they
          sit under the conversation in a Controls tab beside Saved; from lg up they are the right
          column and the tab list is gone. The same elements serve both layouts, so the switch after
          hydration (when the screen width becomes known) moves nothing and keeps a press made
          before it (public/early-input.js) on a live element.
        */}
        <HydrationSlice>
          <Tabs value={wide ? 'controls' : phoneTab} onValueChange={(v) => setPhoneTab(v === 'saved' ? 'saved' : 'controls')} className="min-w-0">
            {wide !== true && (
              <TabsList className="w-full lg:hidden">
                <TabsTrigger value="controls" className="flex-1">
                  Controls
                </TabsTrigger>
                <TabsTrigger value="saved" className="flex-1">
                  Saved
                </TabsTrigger>
              </TabsList>
            )}
            <TabsContent
              value="controls"
              {...(wide ? { role: 'complementary', 'aria-label': 'Generation controls', 'aria-labelledby': undefined, tabIndex: undefined } : {})}
            >
              {controls}
            </TabsContent>
            {wide !== true && (
              <TabsContent value="saved">
                {saved.length ? (
                  <SavedConversations idPrefix="saved-tab" saved={saved} onOpen={(id) => void open(id)} onRename={rename} onDelete={remove} />
                ) : (
                  <p className="text-sm text-muted-foreground">No saved conversations yet.</p>
                )}
              </TabsContent>
            )}
          </Tabs>
        </HydrationSlice>
      </div>
    </PageContainer>
  );
}

/** Turns a failed request into an Error carrying the server's message (or `fallback`). */
function failWith(fallback: string) {
  return (error: unknown): never => {
    throw new Error(error instanceof ApiError && error.message ? error.message : fallback);
  };
}
