// A page rendered on the server (see entry-server.tsx) shows its content before any script runs. The
// app's code, which hydrates it and holds every interaction, is asked for once that content has
// painted, so that on a slow connection it does not compete with the page's HTML and style sheet.
//
// A button pressed before the app starts hydrating is not lost: the last one is pressed again as soon
// as it has (main.tsx marks #root data-hydrating just before), and React, which then answers the click,
// finishes hydrating the page first, as it does for a click while it hydrates. A form is not submitted
// by the browser meanwhile (that would reload the page): its button, pressed or reached by the Enter
// key, is pressed again instead.
const entry = document.querySelector('script[data-app-entry]')?.dataset.appEntry;
const root = document.getElementById('root');
if (entry && root) {
  let pressedEarly = null;
  const rememberPress = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) pressedEarly = button;
  };
  const holdSubmission = (event) => event.preventDefault();
  document.addEventListener('click', rememberPress, true);
  document.addEventListener('submit', holdSubmission, true);
  const whenHydrating = new MutationObserver(() => {
    if (!root.hasAttribute('data-hydrating')) return;
    whenHydrating.disconnect();
    document.removeEventListener('click', rememberPress, true);
    document.removeEventListener('submit', holdSubmission, true);
    if (pressedEarly?.isConnected) pressedEarly.click();
  });
  whenHydrating.observe(root, { attributes: true, attributeFilter: ['data-hydrating'] });
  // After the browser has reported the content's paint (the first contentful paint: the page's content
  // is in its first frame); two frames later where paints are not reported.
  const loadApp = () => setTimeout(() => import(entry));
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const afterPaint = new PerformanceObserver((paints) => {
      if (!paints.getEntriesByName('first-contentful-paint').length) return;
      afterPaint.disconnect();
      loadApp();
    });
    afterPaint.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(loadApp));
  }
}
