import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it may; the page's CSP forbids eval, and even
// zod's caught probe is reported as a violation (Lighthouse's best practices, issue 29 §1). Parse
// without it. main.tsx imports this first, before any schema is built.
config({ jitless: true });
