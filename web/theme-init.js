// Runs before first paint: apply the theme stored under localStorage "theme" (light | dark; default light).
(() => {
  var theme = 'light';
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    /* storage unavailable: keep light */
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
})();
