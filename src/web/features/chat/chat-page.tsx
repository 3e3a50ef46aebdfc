// /chat: five assistants (left), the conversation with streamed replies (centre), Generation
// Controls and the Generated Images gallery (right). On a phone: one flow, controls in a tab
// (one copy of them in the DOM either way).
//
// The columns are memoised and get stable callbacks (useStableCallback): when the session or the
// provider list arrives after hydration, only what shows it (the model menu) re-renders, not the
// whole page in one long task on a phone.
import { useMemo, useState } from 'react';
import { assistantInfo, type TAssistantId } from '../../../core/chat/assistants';
import type { TChatImage, TStoredMessage } from '../../../core/chat/chat-schemas';
import { CHAT_FAILED_MESSAGE, CHAT_FAILED_TITLE } from '../../../core/chat/chat-values';
import { asksForImage, conversationState } from '../../../core/chat/fields';
import type { TChatMode } from '../../../core/routing';
import type { TModelId } from '../../../core/models';
import { HydrationSlice } from '../../components/ui/hydration-slice';
import { PageContainer } from '../../components/ui/page-container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api-client';
import { useAuth } from '../../lib/session';
import { useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query';
import { useStableCallback } from '../../lib/use-stable-callback';
import { ProviderKeysDialog } from '../../components/provider-keys/provider-keys-dialog';
import { guestKeyHeaders, useGuestKeys, useProviders } from '../../lib/provider-keys';
import { noModelNote } from '../../components/model-select/model-messages';
import { streamChat } from './api/chat-api';
import { AssistantNav } from './components/assistant-nav';
import { ConversationPane } from './components/conversation-pane';
import { GenerationPanel, chatModelChoices } from './components/generation-panel';
import { ImageGallery } from './components/image-gallery';
import { SavedConversations } from './components/saved-conversations';
import { useChatImages } from './hooks/use-chat-images';
import { useSavedConversations } from './hooks/use-saved-conversations';
import { newId, now } from './message-stamp';
import { downloadText, fileNameFor, transcriptMarkdown } from './transcript';

const greeting = (id: TAssistantId): TStoredMessage => ({ id: `greeting-${id}`, content: assistantInfo(id).greeting, sender: 'assistant', timestamp: now() });

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
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState<boolean | null>(null);
  // Three columns from lg up; null until known (prerender, hydration): see useMediaQuery.
  const wide = useMediaQuery(WIDE_QUERY);
  const [phoneTab, setPhoneTab] = useState<'controls' | 'saved'>('controls');
  const [savedId, setSavedId] = useState<string | null>(null);
  const savedStore = useSavedConversations(Boolean(user));
  const { saved } = savedStore;

  const userTexts = useMemo(() => messages.filter((m) => m.sender === 'user').map((m) => m.content), [messages]);
  const state = useMemo(() => conversationState(userTexts, { mode: 'design', model: 'chatgpt-image-1' }), [userTexts]);
  const fields = state.fields;
  const title = useMemo(() => userTexts[0]?.slice(0, 60) ?? `${assistantInfo(assistantId).name} chat`, [userTexts, assistantId]);
  const say = useStableCallback((message: TStoredMessage) => setMessages((list) => [...list, message]));
  const imaging = useChatImages({ headers, fields, mode, model, setImages, say });

  const pickAssistant = useStableCallback((id: TAssistantId) => {
    setAssistantId(id);
    setMessages([greeting(id)]);
    setImages([]);
    setSavedId(null);
    setMode('design');
    setModel('chatgpt-image-1');
  });

  const send = useStableCallback((text: string): boolean => {
    const content = text.trim();
    if (!content || busy) return false;
    const userMessage: TStoredMessage = { id: newId(), sender: 'user', content, timestamp: now() };
    const replyId = newId();
    const history = [...messages, userMessage];
    setMessages([...history, { id: replyId, sender: 'assistant', content: '', timestamp: now() }]);
    setBusy(true);
    const setReply = (update: (old: string) => string) => setMessages((list) => list.map((m) => (m.id === replyId ? { ...m, content: update(m.content) } : m)));
    const request = {
      assistantId,
      messages: history.filter((m) => !m.id.startsWith('greeting-') && m.content.trim()).map((m) => ({ role: m.sender, content: m.content.slice(0, 4000) })).slice(-60),
      mode,
      model,
    };
    streamChat(request, headers, (delta) => setReply((old) => old + delta))
      .then((reply) => {
        setReply(() => reply.message);
        setOffline(reply.source === 'offline');
        setMode(reply.keywords.mode === 'typography' ? 'design' : reply.keywords.mode);
        setModel(reply.keywords.model);
        if (reply.generate || (asksForImage(content) && reply.readyToGenerate)) void imaging.generate(reply.fields, reply.keywords.mode, reply.keywords.model);
      })
      .catch((error: unknown) => {
        setMessages((list) => list.filter((m) => m.id !== replyId || m.content));
        toast({ title: CHAT_FAILED_TITLE, description: error instanceof ApiError && error.message ? `${CHAT_FAILED_MESSAGE}: ${error.message}` : CHAT_FAILED_MESSAGE, variant: 'destructive' });
      })
      .finally(() => setBusy(false));
    return true;
  });

  const save = useStableCallback(async () => {
    try {
      setSavedId(await savedStore.store({ title, assistant_id: assistantId, messages: messages.slice(-400), images, fields, mode, model }, savedId));
      toast({ title: 'Conversation Saved', description: user ? 'Find it under Saved conversations.' : 'Kept in this browser. Sign in to keep it in your account.' });
    } catch (error) {
      toast({ title: 'Error', description: error instanceof ApiError ? error.message : 'Could not save the conversation.', variant: 'destructive' });
    }
  });

  const open = useStableCallback(async (id: string) => {
    const found = savedStore.load(id);
    const c = found instanceof Promise ? await found : found;
    if (!c) return;
    setAssistantId(c.assistant_id);
    setMessages(c.messages);
    setImages(c.images);
    setMode(c.mode === 'typography' ? 'design' : c.mode);
    setModel(c.model);
    setSavedId(c.id);
  });

  const remove = useStableCallback(async (id: string) => {
    await savedStore.remove(id);
    if (savedId === id) setSavedId(null);
  });

  const download = useStableCallback(() => {
    downloadText(fileNameFor(title), transcriptMarkdown({ title, assistantId, messages, images, origin: window.location.origin }));
    toast({ title: 'Download Started', description: 'Your conversation is saved as a Markdown file.' });
  });

  const share = useStableCallback(async () => {
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
  });
  const saveNow = useStableCallback(() => void save());
  const shareNow = useStableCallback(() => void share());
  const openNow = useStableCallback((id: string) => void open(id));

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
          <aside className="min-w-0">
            <AssistantNav
              assistantId={assistantId}
              onPick={pickAssistant}
              saved={wide !== false ? saved : null}
              onOpen={openNow}
              onRename={savedStore.rename}
              onDelete={remove}
            />
          </aside>
        </HydrationSlice>
        <HydrationSlice>
          <ConversationPane
            assistantName={assistantInfo(assistantId).name}
            offline={offline}
            messages={messages}
            busy={busy}
            headers={headers}
            onSend={send}
            onSave={saveNow}
            onDownload={download}
            onShare={shareNow}
          />
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
                  generating={imaging.generating}
                  onGenerate={imaging.generateNow}
                />
                <ImageGallery images={images} onEdit={imaging.edit} onSave={saveNow} />
              </div>
            </TabsContent>
            {wide !== true && (
              <TabsContent value="saved">
                {saved.length ? (
                  <SavedConversations idPrefix="saved-tab" saved={saved} onOpen={openNow} onRename={savedStore.rename} onDelete={remove} />
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
