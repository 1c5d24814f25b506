// Runs before first paint: on a page the server drew (decision 135), a tap on one of its buttons before
// the app has taken the page over would do nothing. It is held here and pressed again by the app once it
// has (web/lib/early-taps.ts, decision 138). Links and fields work without the app.
(() => {
  document.addEventListener(
    'click',
    (event) => {
      if (window.baseraLive) return;
      var button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      window.baseraHeldTap = button;
    },
    true,
  );
})();
