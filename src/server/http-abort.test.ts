import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { abortOnClientClose } from './http-abort';

describe('abortOnClientClose', () => {
  it('aborts when the response closes before it finished, not after', () => {
    const open = Object.assign(new EventEmitter(), { writableFinished: false });
    const signal = abortOnClientClose(open);
    open.emit('close');
    expect(signal.aborted).toBe(true);
    const done = Object.assign(new EventEmitter(), { writableFinished: true });
    const kept = abortOnClientClose(done);
    done.emit('close');
    expect(kept.aborted).toBe(false);
  });
});
