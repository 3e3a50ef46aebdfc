import { useEffect, useState } from 'react';
import { Info, Mic } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageContainer } from '../../components/ui/page-container';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/session';
import { ProviderKeysDialog } from '../../components/provider-keys/provider-keys-dialog';
import { ConversationPanel } from './components/conversation-panel';
import { MessageInput } from './components/message-input';
import { PreferenceBadges } from './components/preference-badges';
import { StartScreen } from './components/start-screen';
import { StatusBar } from './components/status-bar';
import { useVoiceSession } from './hooks/use-voice-session';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Voice Glow (spec §2): a real-time voice assistant that designs with you. */
export default function AssistantPage() {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const [pushToTalk, setPushToTalk] = useState(false);
  const voice = useVoiceSession();
  const { setPushToTalk: talk } = voice;
  const pttActive = voice.active && voice.pushToTalk;

  // Push-to-talk: hold the spacebar (not while typing in a field).
  useEffect(() => {
    if (!pttActive) return;
    const down = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || isTyping(e.target)) return;
      e.preventDefault();
      if (!e.repeat) talk(true);
    };
    const up = (e: KeyboardEvent) => {
      if (e.code !== 'Space' || isTyping(e.target)) return;
      e.preventDefault();
      talk(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [pttActive, talk]);

  const { conversation } = voice;
  const micOn = !voice.micError && voice.status !== 'idle';

  return (
    <PageContainer>
      <title>Voice Glow · InkGlow</title>
      <PageHeader
        eyebrow="Voice assistant"
        title="Voice Glow"
        description="Talk your idea through out loud: the assistant listens, asks what it needs to know and generates the design when it has enough."
        actions={<ProviderKeysDialog signedIn={signedIn} triggerVariant="outline" />}
      />
      {!voice.active ? (
        <StartScreen
          pushToTalk={pushToTalk}
          onPushToTalkChange={setPushToTalk}
          signedIn={signedIn}
          onStart={() => void voice.start({ pushToTalk, signedIn })}
        />
      ) : (
        <div className="mx-auto flex max-w-3xl flex-col gap-4">
          <StatusBar status={voice.status} level={voice.level} micOn={micOn} onEnd={voice.end} />
          {voice.mode === 'offline' && (
            <Alert>
              <Info aria-hidden="true" />
              <AlertTitle>Offline assistant</AlertTitle>
              <AlertDescription>
                <p>
                  There is no live voice model for this session{voice.offlineReason ? ` (${voice.offlineReason.replace(/\.$/, '')})` : ''}, so
                  Voice Glow runs its built-in assistant. It understands tattoo words (subjects, styles, colours, placements),
                  asks for what is missing and draws the design with the offline engine.
                  {voice.speechInput
                    ? ' Your browser turns your speech into text and reads the replies aloud.'
                    : ' Type your messages below; replies are read aloud where your browser can.'}{' '}
                  It cannot hold an open-ended conversation or hear tone of voice.
                </p>
              </AlertDescription>
            </Alert>
          )}
          {voice.error && (
            <Alert variant="destructive">
              <AlertTitle>Voice session</AlertTitle>
              <AlertDescription>{voice.error}</AlertDescription>
            </Alert>
          )}
          {voice.micError && voice.mode !== 'offline' && (
            <Alert variant="destructive">
              <AlertTitle>Microphone</AlertTitle>
              <AlertDescription>{voice.micError} You can still type below.</AlertDescription>
            </Alert>
          )}
          <PreferenceBadges
            preferences={conversation.preferences}
            completed={conversation.completed}
            generating={conversation.generating}
            onGenerate={voice.generateNow}
          />
          <ConversationPanel messages={conversation.messages} generating={conversation.generating} signedIn={signedIn} />
          {voice.pushToTalk && (voice.mode === 'realtime' ? micOn : voice.speechInput) && (
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant={voice.talking ? 'default' : 'outline'}
                aria-pressed={voice.talking}
                onPointerDown={() => talk(true)}
                onPointerUp={() => talk(false)}
                onPointerLeave={() => voice.talking && talk(false)}
                className="touch-none select-none"
              >
                <Mic aria-hidden="true" /> {voice.talking ? 'Listening…' : 'Hold to talk'}
              </Button>
              <span className="text-sm text-muted-foreground">or hold the spacebar while you speak.</span>
            </div>
          )}
          <MessageInput onSend={voice.sendText} disabled={voice.status === 'connecting' || voice.status === 'disconnected'} />
        </div>
      )}
    </PageContainer>
  );
}
