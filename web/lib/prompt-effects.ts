import { options } from 'preact';

// The app runs on Preact's React layer (decision 126). React runs the effects of a key press or a
// click before the next event; Preact waits for the next frame. A calendar that moves the focus in an
// effect then took a quick second key press on the day it was leaving. Effects now run as soon as
// the render that asked for them is done, as React's do after an input.
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);
