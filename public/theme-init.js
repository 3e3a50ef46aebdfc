/*
 * Sets the theme class on <html> before first paint (loaded as a blocking script in <head>; the
 * CSP forbids inline scripts). Mirrors src/web/lib/theme.ts: stored 'light' | 'dark' | 'system'
 * under 'inkglow-theme', missing or invalid means the app default 'dark'. Storage may be blocked
 * (sandboxed frames), so every access is guarded.
 */
(function () {
  var theme = 'dark';
  try {
    var stored = window.localStorage.getItem('inkglow-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    /* storage unavailable: keep the default */
  }
  if (theme === 'system') {
    try {
      theme =
        window.matchMedia('(prefers-color-scheme: dark)').matches === false ? 'light' : 'dark';
    } catch {
      theme = 'dark';
    }
  }
  var root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#0d0c12' : '#faf6ef');
})();
