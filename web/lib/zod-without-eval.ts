import { config } from 'zod/v4/core';

// zod compiles object parsers with `new Function` when it may; the page's CSP forbids eval, and even
// zod's caught probe is reported as a violation (Lighthouse's best practices, issue 29 §1). Parse
// without it. The web build resolves `zod` to this module (vite.config.ts), so the setting comes with
// the first schema module that is loaded, and the shell, which has none, carries no zod (decision 111).
config({ jitless: true });

export * from 'zod/v4';
