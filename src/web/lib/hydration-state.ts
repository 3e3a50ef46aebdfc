// Whether the first page has hydrated. Values that differ between the prerendered HTML and the
// browser (is the app live, how wide is the screen) start from the HTML's value only while that
// first page hydrates; pages rendered later in the browser start from the real one.
let hydrated = false;

export const isHydrated = () => hydrated;

/** Called once the first page's effects run (its hydration is committed). */
export const markHydrated = () => {
  hydrated = true;
};
