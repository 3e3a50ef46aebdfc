// The page's audio engine: microphone capture through the capture worklet (24 kHz PCM16 chunks and
// the input level) and assistant playback through the playback worklet queue. One AudioContext.
import { VOICE_MESSAGES } from '../../../../core/voice/voice-values';
import captureUrl from './capture.worklet.ts?worker&url';
import playbackUrl from './playback.worklet.ts?worker&url';
import { base64ToPcm16 } from './pcm';

export interface TVoiceAudioHandlers {
  onChunk(pcm: Int16Array): void;
  onLevel(level: number): void;
  onPlayback(playing: boolean): void;
}

/** A microphone failure with the spec's sentence for it. */
export class MicrophoneError extends Error {}

export function microphoneMessage(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError'
    ? VOICE_MESSAGES.micDenied
    : VOICE_MESSAGES.micFailed;
}

/** What a barge-in cut short: the item being played and how much of it was heard. */
export interface TPlaybackCut {
  itemId: string;
  playedMs: number;
}

export class VoiceAudio {
  private stopWaiters: ((cut: TPlaybackCut | null) => void)[] = [];

  private constructor(
    private readonly context: AudioContext,
    private readonly stream: MediaStream,
    private readonly capture: AudioWorkletNode,
    private readonly playback: AudioWorkletNode,
  ) {}

  static async start(handlers: TVoiceAudioHandlers): Promise<VoiceAudio> {
    if (!navigator.mediaDevices?.getUserMedia || typeof AudioWorkletNode === 'undefined')
      throw new MicrophoneError(VOICE_MESSAGES.micFailed);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (error) {
      throw new MicrophoneError(microphoneMessage(error));
    }
    const context = new AudioContext({ latencyHint: 'interactive' });
    try {
      await Promise.all([context.audioWorklet.addModule(captureUrl), context.audioWorklet.addModule(playbackUrl)]);
      if (context.state === 'suspended') await context.resume();
      const source = context.createMediaStreamSource(stream);
      const capture = new AudioWorkletNode(context, 'voice-capture', { numberOfInputs: 1, numberOfOutputs: 1, channelCount: 1, channelCountMode: 'explicit' });
      const silent = context.createGain();
      silent.gain.value = 0;
      source.connect(capture).connect(silent).connect(context.destination);
      const playback = new AudioWorkletNode(context, 'voice-playback', { numberOfInputs: 0, numberOfOutputs: 1, outputChannelCount: [1] });
      playback.connect(context.destination);
      capture.port.onmessage = (event: MessageEvent<{ type: string; pcm?: Int16Array; level?: number }>) => {
        if (event.data.type === 'chunk' && event.data.pcm) handlers.onChunk(event.data.pcm);
        else if (event.data.type === 'level') handlers.onLevel(event.data.level ?? 0);
      };
      const audio = new VoiceAudio(context, stream, capture, playback);
      playback.port.onmessage = (event: MessageEvent<{ type: string; itemId?: string | null; playedMs?: number }>) => {
        if (event.data.type === 'stopped') {
          const cut = event.data.itemId ? { itemId: event.data.itemId, playedMs: event.data.playedMs ?? 0 } : null;
          for (const resolve of audio.stopWaiters.splice(0)) resolve(cut);
        } else handlers.onPlayback(event.data.type === 'playing');
      };
      return audio;
    } catch {
      stream.getTracks().forEach((t) => t.stop());
      void context.close();
      throw new MicrophoneError(VOICE_MESSAGES.micFailed);
    }
  }

  /** Queues one base64 PCM16 chunk of the assistant's voice (of conversation item `itemId`). */
  play(base64: string, itemId = '') {
    const pcm = base64ToPcm16(base64);
    this.playback.port.postMessage({ type: 'audio', pcm, itemId }, [pcm.buffer]);
  }

  /** Barge-in: fade out and drop everything queued; resolves with what was cut short, if anything. */
  stopPlayback(): Promise<TPlaybackCut | null> {
    return new Promise((resolve) => {
      this.stopWaiters.push(resolve);
      this.playback.port.postMessage({ type: 'stop' });
    });
  }

  /** Sends the partly filled chunk now (push-to-talk released). */
  flush() {
    this.capture.port.postMessage({ type: 'flush' });
  }

  close() {
    this.stream.getTracks().forEach((t) => t.stop());
    this.capture.port.onmessage = null;
    this.playback.port.onmessage = null;
    for (const resolve of this.stopWaiters.splice(0)) resolve(null);
    void this.context.close();
  }
}
