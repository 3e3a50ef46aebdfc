/*
 * Keeps the taps and clicks made on a prerendered page before React has hydrated it, and hands
 * them to the app once it is live (src/web/app/early-input.ts calls window.__inkglowEarlyInput
 * .release() after the first commit). Without it, a button pressed while the JavaScript is still
 * arriving does nothing: the HTML is there, its handlers are not yet.
 *
 * Runs in <head> before the body is parsed (inlined by the build, allowed by its CSP hash).
 * Links are left alone (the browser follows them: every page is prerendered). Presses on buttons
 * and form controls are held (their default cancelled, so a form is not submitted natively) and
 * replayed in order on the same element: pointerdown, mousedown, pointerup, mouseup, then click(),
 * because some controls open on pointerdown (menus, selects), some on mousedown (tabs) and others
 * on click.
 *
 * File pickers cannot wait: a browser opens one only within a few seconds of the press itself.
 * A control marked data-file-input="<id of an input type=file>" (a drop zone) opens its input at
 * once, natively; a file chosen before the app is live is handed over as a change event on release.
 * A file dropped on such a control before the app is live is handled the same way: it is put into
 * that input (input.files) and handed over as a change event on release. Without this, the browser's
 * default for a drop with no handler is to leave the page and open the file.
 *
 * Text typed into a field before the app is live is kept too. The browser keeps it in the field, but
 * React does not know it: its state still holds the prerendered value, and its next render of a
 * controlled field puts that value back (the text is wiped). On release each such field hands its
 * text to the app as an input event (change for a select), once React has hydrated the field.
 * Enter in a message box marked data-enter-submits is held as a submit of its form (see onKeyDown).
 */
(function () {
  var CONTROL =
    'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], ' +
    '[role="combobox"], [role="menuitem"], summary, label, input, select, [data-early-input]';
  var held = [];
  var pointerType = 'mouse';
  var live = false;
  /** True while a replay dispatches its own input event (not the visitor typing). */
  var replaying = false;
  /** True while a held press is replayed (its click must not be held again). */
  var pressing = false;
  /** How many times text typed before the app was live is handed over to a field that does not take it. */
  var MAX_TYPED_REPLAYS = 3;
  /** How long held input waits for its element to hydrate. Long: on a slow, busy phone the last
   *  slice can hydrate seconds after the first commit, and a press replayed late surprises less
   *  than a press lost (replayed on an element with no handlers yet, it would do nothing). */
  var HYDRATION_WAIT_MS = 15000;

  function inApp(element) {
    var root = document.getElementById('root');
    return !!root && root.contains(element);
  }

  function controlOf(event) {
    var target = event.target;
    if (!target || !target.closest) return null;
    var control = target.closest(CONTROL);
    if (!control || !inApp(control) || control.closest('a[href]')) return null;
    // Typing goes into text fields natively; only presses on controls are held.
    if (control.tagName === 'INPUT' && !/^(checkbox|radio|submit|button|reset|image)$/.test(control.type)) return null;
    if (control.tagName === 'SELECT') return null;
    // A label of a file input opens the picker natively (see above).
    if (control.tagName === 'LABEL' && control.control && control.control.type === 'file') return null;
    return control;
  }

  function fileInputOf(control) {
    var id = control.getAttribute('data-file-input');
    var input = id && document.getElementById(id);
    return input && input.tagName === 'INPUT' && input.type === 'file' ? input : null;
  }

  function onPointerDown(event) {
    if (!live && event.pointerType) pointerType = event.pointerType;
  }

  function onClick(event) {
    if (live) return;
    var control = controlOf(event);
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    var fileInput = fileInputOf(control);
    if (fileInput) {
      if (!control.disabled && control.getAttribute('aria-disabled') !== 'true') fileInput.click();
      return;
    }
    // A label forwards its click to its control: hold the label once, not twice.
    if (held.length && held[held.length - 1].control === control && event.timeStamp - held[held.length - 1].at < 50) return;
    held.push({ control: control, pointerType: pointerType, at: event.timeStamp });
  }

  function onChange(event) {
    var input = event.target;
    if (live || !input || input.type !== 'file' || !inApp(input)) return;
    held.push({ changed: input });
  }

  /** The drop zone (a control marked data-file-input) under a drag, if the drag carries files. */
  function dropZoneOf(event) {
    var target = event.target;
    var types = event.dataTransfer && event.dataTransfer.types;
    if (!target || !target.closest || !types || Array.prototype.indexOf.call(types, 'Files') < 0) return null;
    var control = target.closest('[data-file-input]');
    return control && inApp(control) ? control : null;
  }

  function onDragOver(event) {
    // Cancelling dragenter/dragover is what makes the zone a drop target.
    if (!live && dropZoneOf(event)) event.preventDefault();
  }

  function onDrop(event) {
    if (live) return;
    var zone = dropZoneOf(event);
    if (!zone) return;
    // Cancelled even on a disabled zone: the browser's default would leave the page for the file.
    event.preventDefault();
    event.stopPropagation();
    var input = zone.getAttribute('aria-disabled') === 'true' ? null : fileInputOf(zone);
    var files = event.dataTransfer.files;
    if (!input || !files || !files.length) return;
    try {
      input.files = files;
    } catch {
      return; /* a browser that cannot set input.files: the drop is lost, the page is kept */
    }
    held.push({ changed: input });
  }

  /** A field whose typed value the app must learn (text-like inputs, textareas, selects). */
  function isTypedField(field) {
    if (!field || !inApp(field)) return false;
    if (field.tagName === 'TEXTAREA' || field.tagName === 'SELECT') return true;
    return field.tagName === 'INPUT' && !/^(checkbox|radio|submit|button|reset|image|file|hidden|range|color)$/.test(field.type);
  }

  function onInput(event) {
    var field = event.target;
    if (live || !isTypedField(field)) return;
    // One entry per field, at the place of its first keystroke, with its latest text.
    for (var i = 0; i < held.length; i++) {
      if (held[i].typed === field) {
        held[i].value = field.value;
        return;
      }
    }
    held.push({ typed: field, value: field.value });
  }

  /**
   * Enter in a field marked data-enter-submits (the chat's message box) sends, as the live app does:
   * held as a submit of its form, after the text typed before it. Its default (a line break) is
   * cancelled. Shift+Enter, and Enter while an input method composes, are left to the browser.
   */
  function onKeyDown(event) {
    var field = event.target;
    if (live || event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    if (!field || !field.hasAttribute || !field.hasAttribute('data-enter-submits') || !field.form || !inApp(field)) return;
    event.preventDefault();
    held.push({ form: field.form, submitter: null });
  }

  function onSubmit(event) {
    if (live || !inApp(event.target)) return;
    event.preventDefault();
    held.push({ form: event.target, submitter: event.submitter || null });
  }

  function pointer(type, control, kind) {
    var init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: type === 'pointerdown' ? 1 : 0, pointerId: 1, isPrimary: true, pointerType: kind };
    try {
      control.dispatchEvent(new PointerEvent(type, init));
    } catch {
      /* no PointerEvent constructor: the click below still goes through */
    }
  }

  function mouse(type, control) {
    var init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: type === 'mousedown' ? 1 : 0 };
    control.dispatchEvent(new MouseEvent(type, init));
  }

  // Every listener, added now and removed on release from this one list, so the two cannot drift.
  var LISTENERS = [
    ['pointerdown', onPointerDown],
    ['click', onClick],
    ['keydown', onKeyDown],
    ['submit', onSubmit],
    ['change', onChange],
    ['input', onInput],
    ['change', onInput],
    ['dragenter', onDragOver],
    ['dragover', onDragOver],
    ['drop', onDrop],
  ];
  for (var l = 0; l < LISTENERS.length; l++) document.addEventListener(LISTENERS[l][0], LISTENERS[l][1], true);

  /** The props React keeps on a hydrated element (null until React has hydrated it). */
  function reactProps(element) {
    var keys = Object.keys(element);
    for (var i = 0; i < keys.length; i++) if (keys[i].indexOf('__reactProps$') === 0) return element[keys[i]] || {};
    return null;
  }

  /** React has hydrated this element (it keeps its props on the node). */
  function hydrated(element) {
    return reactProps(element) !== null;
  }

  /**
   * Whether the app has the text typed before it was live. A controlled field has it once React
   * has committed a render with that value in its props (React keeps an element's props on it
   * while it is still rendering, before the commit, so this is checked a task after each replay,
   * not assumed). An uncontrolled field keeps the text in the DOM: handing it over once is enough.
   */
  function typedTaken(entry) {
    var props = reactProps(entry.typed);
    if (!props || props.value === undefined || props.value === null) return !!entry.sent;
    return String(props.value) === entry.value;
  }

  /**
   * Tells React the text typed before it was live, whatever the field shows now: a render since
   * hydration (a press replayed before it, a state change) puts the prerendered value back in the
   * DOM, so the field's current text says nothing about what the visitor typed. Only text typed
   * after the app went live (see onLiveInput) is the app's own and is left alone.
   * React notices an input only when the field's value differs from the one it last saw (its value
   * tracker): assigning '' through the field's own property updates that tracker, the typed text
   * goes back through the prototype's setter (which it does not see), and the input event then
   * reaches onChange with the typed text.
   */
  function replayTyped(entry) {
    var field = entry.typed;
    var value = entry.value;
    entry.sent = (entry.sent || 0) + 1;
    replaying = true;
    try {
      if (field.tagName === 'SELECT') {
        field.value = value;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        return;
      }
      var own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value');
      field.value = '';
      if (own && own.set) own.set.call(field, value);
      else field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    } finally {
      replaying = false;
    }
  }

  /**
   * After release: text typed into a field by the visitor (not by a replay) supersedes what was held
   * for it. Only other text does: the change event a field fires when it loses focus (pressing the
   * next control) commits the text typed before release, and must not cancel its hand-over.
   */
  function onLiveInput(event) {
    if (replaying) return;
    for (var i = 0; i < held.length; i++) {
      if (held[i].typed === event.target && event.target.value !== held[i].value) held[i].superseded = true;
    }
  }

  /**
   * After release, while held entries are still being handed over (a field waits to be hydrated),
   * a new press on a control waits behind them: "Make stencil" pressed just after release would
   * otherwise run before the width typed earlier has reached the app. Its pointer and mouse events
   * have reached the live app already; only the click is held, and replayed as a click alone.
   */
  function onDrainClick(event) {
    if (pressing || !held.length) return;
    var control = controlOf(event);
    if (!control || fileInputOf(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ control: control, clickOnly: true, at: event.timeStamp });
  }

  function replay(entry) {
    if (entry.changed) {
      if (entry.changed.isConnected && entry.changed.files && entry.changed.files.length) {
        entry.changed.dispatchEvent(new Event('change', { bubbles: true }));
      }
      return;
    }
    if (entry.form) {
      if (entry.form.isConnected && entry.form.requestSubmit) {
        entry.form.requestSubmit(entry.submitter && entry.submitter.isConnected ? entry.submitter : undefined);
      }
      return;
    }
    var control = entry.control;
    if (!control.isConnected || control.disabled) return;
    pressing = true;
    try {
      if (!entry.clickOnly) {
        // The sequence a press makes: some controls act on mousedown (tabs), not on pointer events.
        pointer('pointerdown', control, entry.pointerType);
        mouse('mousedown', control);
        pointer('pointerup', control, entry.pointerType);
        mouse('mouseup', control);
      }
      control.click();
    } finally {
      pressing = false;
    }
  }

  /**
   * Replays in order, one entry per task. The page hydrates in slices (Suspense boundaries), so
   * each entry waits until React has hydrated its element (at most HYDRATION_WAIT_MS, then a press is
   * replayed anyway). Typed text is handed over, then checked a task later, after React has
   * committed what the replay changed; it is handed over again (a few times at most) until the app
   * has it, and only then does the next entry run, so a press replayed after it sees the text.
   */
  function drain(deadline) {
    while (held.length) {
      var entry = held[0];
      var element = entry.typed || entry.changed || entry.form || entry.control;
      var waiting = element.isConnected && Date.now() < deadline;
      if (waiting && !hydrated(element)) return later(deadline, 30);
      // Typed text is handed over at least once, even past the deadline (the field is there).
      var unsent = element.isConnected && !entry.sent;
      if (entry.typed && (waiting || unsent) && !entry.superseded && !typedTaken(entry) && (entry.sent || 0) < MAX_TYPED_REPLAYS) {
        replayTyped(entry);
        return later(deadline, 0);
      }
      held.shift();
      if (!entry.typed) replay(entry);
      // Let React commit what this entry changed before the next one: a press replayed in the same
      // task as the typing before it would run a handler that still sees the old value.
      if (held.length) return later(deadline, 0);
    }
    document.removeEventListener('input', onLiveInput, true);
    document.removeEventListener('change', onLiveInput, true);
    document.removeEventListener('click', onDrainClick, true);
  }

  function later(deadline, ms) {
    setTimeout(function () {
      drain(deadline);
    }, ms);
  }

  window.__inkglowEarlyInput = {
    /** Stops holding input and replays what was held; returns how many entries (presses, drops, typed fields) were held. */
    release: function () {
      if (live) return 0;
      live = true;
      for (var i = 0; i < LISTENERS.length; i++) document.removeEventListener(LISTENERS[i][0], LISTENERS[i][1], true);
      var count = held.length;
      document.addEventListener('input', onLiveInput, true);
      document.addEventListener('change', onLiveInput, true);
      document.addEventListener('click', onDrainClick, true);
      drain(Date.now() + HYDRATION_WAIT_MS);
      return count;
    },
  };
})();
