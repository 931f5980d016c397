// A page rendered on the server (see entry-server.tsx) shows its content before any script runs. The
// app's code, which hydrates it and holds every interaction, is asked for once that content has
// painted, so that on a slow connection it does not compete with the page's HTML and style sheet.
//
// This script is not a file the page asks for: build.mjs builds it on its own (dist/boot-after-paint.js)
// and the API writes it into the page's head, where it runs before the browser has read the page's
// body. So no press can reach the page before it is held; as a file of its own, asked for like any
// other, it arrived after the form on a busy phone, and Enter pressed in between reloaded the page.
//
// What is pressed before the app starts hydrating is not lost: the boxes ticked, in order, then the last
// button pressed, are pressed again as soon as it has (main.tsx marks #root data-hydrating just before),
// and React, which then answers the click, finishes hydrating the page first, as it does for a click
// while it hydrates. Meanwhile the browser neither ticks a box itself (the app's state would not know)
// nor submits a form (that would reload the page): the box is ticked, and the form's button (pressed or
// reached by the Enter key) pressed, once the app is there.

const entry = document.currentScript?.dataset.appEntry;
if (entry) holdPressesUntilHydrating(entry);

function holdPressesUntilHydrating(entry: string): void {
  const tickedEarly: HTMLInputElement[] = [];
  let pressedEarly: HTMLButtonElement | null = null;
  const rememberPress = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const box = target?.closest<HTMLInputElement>('input[type="checkbox"], input[type="radio"]');
    if (box) {
      event.preventDefault();
      tickedEarly.push(box);
      return;
    }
    const button = target?.closest('button');
    if (button) pressedEarly = button;
  };
  const holdSubmission = (event: SubmitEvent) => event.preventDefault();
  document.addEventListener('click', rememberPress, true);
  document.addEventListener('submit', holdSubmission, true);

  const pressAgain = () => {
    document.removeEventListener('click', rememberPress, true);
    document.removeEventListener('submit', holdSubmission, true);
    for (const box of tickedEarly) {
      if (!box.isConnected) continue;
      // React hydrates what an event is for first when it is one a user makes (a click, an input), but
      // hydrated by the click itself, the box would already be ticked: React would see no change and
      // untick it. So an input event first (a box takes its changes from clicks), then the click.
      box.dispatchEvent(new Event('input', { bubbles: true }));
      box.click();
    }
    if (pressedEarly?.isConnected) pressedEarly.click();
  };
  // #root is not parsed yet when this runs, so the whole document is watched, for that one attribute.
  const whenHydrating = new MutationObserver(() => {
    if (!document.getElementById('root')?.hasAttribute('data-hydrating')) return;
    whenHydrating.disconnect();
    pressAgain();
  });
  whenHydrating.observe(document.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrating'],
  });

  // After the browser has reported the content's paint (the first contentful paint: the page's content
  // is in its first frame); two frames later where paints are not reported.
  const loadApp = () => setTimeout(() => void import(/* @vite-ignore */ entry));
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
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
