// @vitest-environment jsdom
// public/early-input.js (inlined in <head>): presses and file drops made on the prerendered page
// before React is live are held, then handed to the live handlers on release. jsdom has no
// DataTransfer/DragEvent, so drags are plain events carrying a `dataTransfer` like the browser's.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, createElement, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Vitest runs from the repository root (jsdom's import.meta.url is not a file URL).
const SCRIPT = readFileSync(resolve(process.cwd(), 'public/early-input.js'), 'utf8');

/** Marks `el` as hydrated the way React does (its props kept on the node). */
const hydrate = (el: Element) => Object.assign(el, { __reactProps$test: {} });

function drag(type: string, target: Element, files: File[], types = ['Files']) {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const list = Object.assign([...files], { item: (i: number) => files[i] ?? null });
  Object.defineProperty(event, 'dataTransfer', { value: { types, files: list } });
  target.dispatchEvent(event);
  return event;
}

/** jsdom only takes its own FileList for input.files; a browser takes a drop's (DataTransfer) list. */
function settableFiles(input: HTMLInputElement) {
  let files: ArrayLike<File> | null = null;
  Object.defineProperty(input, 'files', { configurable: true, get: () => files, set: (v: ArrayLike<File>) => (files = v) });
}

let release: () => number;

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <button id="b" type="button">Open</button>
      <a id="l" href="#x">Link</a>
      <div id="zone" role="button" data-file-input="file">Drop here</div>
      <input id="file" type="file" />
      <div id="plain">Not a zone</div>
    </div>
    <div id="outside" data-file-input="file">Outside the app</div>`;
  new Function(SCRIPT)();
  release = window.__inkglowEarlyInput!.release;
});
afterEach(() => {
  release();
  delete window.__inkglowEarlyInput;
});

describe('early-input.js', () => {
  it('holds a click on a button and replays it once the app is live', () => {
    const button = document.getElementById('b')!;
    const live = vi.fn();
    const seen: string[] = [];
    const root = document.getElementById('root')!; // where React listens
    root.addEventListener('click', live);
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) root.addEventListener(type, () => seen.push(type));
    button.click();
    expect(live).not.toHaveBeenCalled();
    seen.length = 0;
    hydrate(button);
    expect(release()).toBe(1);
    expect(live).toHaveBeenCalledTimes(1);
    // The whole press, as a browser sends it: Radix tabs switch on mousedown, menus on pointerdown.
    expect(seen).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']);
  });

  it('leaves links alone', () => {
    const link = document.getElementById('l')!;
    const seen = vi.fn((e: Event) => e.defaultPrevented);
    document.getElementById('root')!.addEventListener('click', seen);
    link.click();
    expect(seen).toHaveReturnedWith(false);
    expect(release()).toBe(0);
  });

  it('makes a marked zone a drop target only for drags that carry files, and only in the app', () => {
    const zone = document.getElementById('zone')!;
    expect(drag('dragenter', zone, []).defaultPrevented).toBe(true);
    expect(drag('dragover', zone, []).defaultPrevented).toBe(true);
    expect(drag('dragover', zone, [], ['text/plain']).defaultPrevented).toBe(false);
    expect(drag('dragover', document.getElementById('plain')!, []).defaultPrevented).toBe(false);
    expect(drag('dragover', document.getElementById('outside')!, []).defaultPrevented).toBe(false);
  });

  it('holds the files dropped on a zone and hands them to its input as a change once live', () => {
    const zone = document.getElementById('zone')!;
    const input = document.getElementById('file') as HTMLInputElement;
    settableFiles(input);
    const changed = vi.fn((e: Event) => (e.target as HTMLInputElement).files?.[0]?.name);
    document.getElementById('root')!.addEventListener('change', changed);
    const dropLive = vi.fn();
    document.getElementById('root')!.addEventListener('drop', dropLive);
    const file = new File(['png'], 'design.png', { type: 'image/png' });

    const drop = drag('drop', zone, [file]);
    expect(drop.defaultPrevented).toBe(true); // the browser would otherwise open the file
    expect(dropLive).not.toHaveBeenCalled(); // the not-yet-live handler does not see it twice
    expect(changed).not.toHaveBeenCalled();

    hydrate(input);
    expect(release()).toBe(1);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveReturnedWith('design.png');
    expect(input.files?.[0]).toBe(file); // the same File object, not a copy
  });

  it('waits for the input to be hydrated before handing the drop over', () => {
    vi.useFakeTimers();
    try {
      const input = document.getElementById('file') as HTMLInputElement;
      settableFiles(input);
      const changed = vi.fn();
      document.getElementById('root')!.addEventListener('change', changed);
      drag('drop', document.getElementById('zone')!, [new File(['x'], 'a.png', { type: 'image/png' })]);
      release();
      vi.advanceTimersByTime(100);
      expect(changed).not.toHaveBeenCalled();
      hydrate(input);
      vi.advanceTimersByTime(100);
      expect(changed).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  // On a slow, busy phone a slice can hydrate many seconds after the first commit (the lost gallery
  // click and stencil width in the browser suite on a loaded machine): held input waits for it.
  it('hands a press and typed text to elements that hydrate 10 s after release', () => {
    vi.useFakeTimers();
    try {
      const root = document.getElementById('root')!;
      root.insertAdjacentHTML('beforeend', '<input id="w" type="number" />');
      const field = document.getElementById('w') as HTMLInputElement;
      const button = document.getElementById('b')!;
      button.click();
      field.value = '12';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      const handed: string[] = [];
      root.addEventListener('input', (e) => handed.push((e.target as HTMLInputElement).value));
      root.addEventListener('click', () => handed.push('click'));
      release();
      vi.advanceTimersByTime(10_000);
      expect(handed).toEqual([]);
      hydrate(field);
      hydrate(button);
      vi.advanceTimersByTime(100);
      expect(handed).toEqual(['click', '12']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the page on a drop on a disabled zone but hands nothing over', () => {
    const zone = document.getElementById('zone')!;
    zone.setAttribute('aria-disabled', 'true');
    const input = document.getElementById('file') as HTMLInputElement;
    settableFiles(input);
    const drop = drag('drop', zone, [new File(['x'], 'a.png', { type: 'image/png' })]);
    expect(drop.defaultPrevented).toBe(true);
    expect(input.files).toBeNull();
    expect(release()).toBe(0);
  });

  it('lets everything through once live', () => {
    release();
    const zone = document.getElementById('zone')!;
    expect(drag('dragover', zone, []).defaultPrevented).toBe(false);
    const live = vi.fn();
    document.getElementById('root')!.addEventListener('click', live);
    document.getElementById('b')!.click();
    expect(live).toHaveBeenCalledTimes(1);
  });

  // React hydrates a controlled field with the prerendered value in its state; without the replay
  // its next render writes that value back over what the visitor typed.
  it('hands text typed before hydration to a controlled field', async () => {
    const seen: string[] = [];
    function Field() {
      const [text, setText] = useState('');
      const [, rerender] = useState(0);
      useEffect(() => {
        rerender(1); // any render after hydration (here: at once) would wipe the typed text
        window.__inkglowEarlyInput?.release();
      }, []);
      seen.push(text);
      return createElement('textarea', { 'aria-label': 'Message', value: text, onChange: (e: { target: { value: string } }) => setText(e.target.value) });
    }
    const root = document.getElementById('root')!;
    root.innerHTML = renderToString(createElement(Field));
    const box = root.querySelector('textarea')!;
    box.value = 'a rose on my wrist'; // typed natively while the page is not live
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      hydrateRoot(root, createElement(Field));
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(box.value).toBe('a rose on my wrist');
    expect(seen.at(-1)).toBe('a rose on my wrist');
  });

  // The stencil maker: a width typed, then "Make stencil" pressed, both before hydration. The press
  // must reach a handler that already sees the typed width.
  it('replays a press after the typing before it has reached the app', async () => {
    const sent: string[] = [];
    function Form() {
      const [width, setWidth] = useState('10');
      useEffect(() => {
        window.__inkglowEarlyInput?.release();
      }, []);
      return createElement(
        'div',
        null,
        createElement('input', { 'aria-label': 'Width', type: 'number', value: width, onChange: (e: { target: { value: string } }) => setWidth(e.target.value) }),
        createElement('button', { type: 'button', onClick: () => sent.push(width) }, 'Make'),
      );
    }
    const root = document.getElementById('root')!;
    root.innerHTML = renderToString(createElement(Form));
    const field = root.querySelector('input')!;
    field.value = '12';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector('button')!.click();
    await act(async () => {
      hydrateRoot(root, createElement(Form));
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(sent).toEqual(['12']);
  });

  // The stencil maker again, as a visitor does it before hydration: choose an image (a press whose
  // handler re-renders the form), type a width, press "Make stencil". The re-render after the first
  // replayed press writes the prerendered 10 back into the field before the typed width is handed
  // over; the width typed must still reach the app (it came out as a 10 cm stencil).
  it('hands typed text over even when a replayed press re-rendered the field first', async () => {
    const sent: string[] = [];
    function Form() {
      const [width, setWidth] = useState('10');
      const [, setChosen] = useState(false);
      useEffect(() => {
        window.__inkglowEarlyInput?.release();
      }, []);
      return createElement(
        'div',
        null,
        createElement('button', { id: 'choose', type: 'button', onClick: () => setChosen(true) }, 'Choose'),
        createElement('input', { 'aria-label': 'Width', type: 'number', value: width, onChange: (e: { target: { value: string } }) => setWidth(e.target.value) }),
        createElement('button', { id: 'make', type: 'button', onClick: () => sent.push(width) }, 'Make'),
      );
    }
    const root = document.getElementById('root')!;
    root.innerHTML = renderToString(createElement(Form));
    const field = root.querySelector('input')!;
    root.querySelector<HTMLButtonElement>('#choose')!.click();
    field.value = '12';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    root.querySelector<HTMLButtonElement>('#make')!.click();
    await act(async () => {
      hydrateRoot(root, createElement(Form));
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(sent).toEqual(['12']);
    expect(field.value).toBe('12');
  });

  // "Make stencil" pressed just after release, while the width typed before it still waits for its
  // field to be hydrated: the press must wait too, or it runs with the prerendered width.
  it('holds a press made while held typing is still being handed over, and replays only its click', async () => {
    const root = document.getElementById('root')!;
    const field = document.createElement('input');
    root.append(field);
    field.value = '12';
    field.dispatchEvent(new Event('input', { bubbles: true })); // typed before the app was live
    const button = document.getElementById('b')!;
    hydrate(button);
    const order: string[] = [];
    root.addEventListener('input', () => order.push(`input ${field.value}`));
    root.addEventListener('click', () => order.push('click'));
    root.addEventListener('pointerdown', () => order.push('pointerdown'));
    release();
    button.click(); // the field is not hydrated yet: its text has not been handed over
    expect(order).toEqual([]);
    hydrate(field);
    await new Promise((r) => setTimeout(r, 120));
    expect(order).toEqual(['input 12', 'click']);
    // once everything held is handed over, presses go straight through again
    button.click();
    expect(order).toEqual(['input 12', 'click', 'click']);
  });

  // The browser fires `change` on a typed field when it loses focus: pressing the next control does
  // that. Fired after release, it commits the same text typed before; it is not new typing and must
  // not cancel the hand-over (the stencil came out 10 cm wide when the width typed was 12).
  it('still hands typed text over when the field fires change (blur) after release', async () => {
    const box = document.createElement('input');
    document.getElementById('root')!.append(box);
    box.value = '12';
    box.dispatchEvent(new Event('input', { bubbles: true })); // typed before the app was live
    release(); // the field is not hydrated yet: its text waits
    box.dispatchEvent(new Event('change', { bubbles: true })); // focus moves to the next control
    const handed = vi.fn();
    box.addEventListener('input', handed);
    hydrate(box);
    await new Promise((r) => setTimeout(r, 100));
    expect(handed).toHaveBeenCalledTimes(1);
    expect(box.value).toBe('12');
  });

  // The chat composer: a message typed and Enter pressed before hydration. Enter must not put a line
  // break into the box (the browser's default); the message is sent once the app is live, with the
  // text typed before it (it used to stay in the box as "a wolf\n", unsent).
  it('holds Enter in a field marked data-enter-submits and submits its form after the typed text', async () => {
    const sent: string[] = [];
    function Composer() {
      const [text, setText] = useState('');
      useEffect(() => {
        window.__inkglowEarlyInput?.release();
      }, []);
      return createElement(
        'form',
        { onSubmit: (e: { preventDefault: () => void }) => (e.preventDefault(), sent.push(text), setText('')) },
        createElement('textarea', { 'aria-label': 'Message', 'data-enter-submits': '', value: text, onChange: (e: { target: { value: string } }) => setText(e.target.value) }),
      );
    }
    const root = document.getElementById('root')!;
    root.innerHTML = renderToString(createElement(Composer));
    const box = root.querySelector('textarea')!;
    box.value = 'a wolf';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const shiftEnter = new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true, cancelable: true });
    box.dispatchEvent(shiftEnter);
    expect(shiftEnter.defaultPrevented).toBe(false); // Shift+Enter is a line break, as in the live app
    await act(async () => {
      hydrateRoot(root, createElement(Composer));
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 100));
    });
    expect(sent).toEqual(['a wolf']);
    expect(box.value).toBe('');
  });

  it('leaves Enter alone in a field not marked data-enter-submits', () => {
    const box = document.createElement('textarea');
    document.getElementById('root')!.append(box);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });

  // Text typed once the app is live is the app's: what was held for that field is not replayed over it.
  it('does not overwrite text typed after the app went live', async () => {
    const box = document.createElement('input');
    document.getElementById('root')!.append(box);
    box.value = 'early';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    release(); // the field is not hydrated yet: its text waits
    box.value = 'typed later';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    const changed = vi.fn();
    box.addEventListener('input', changed);
    hydrate(box);
    await new Promise((r) => setTimeout(r, 100));
    expect(box.value).toBe('typed later');
    expect(changed).not.toHaveBeenCalled();
  });
});
