// Uploads: checked, re-encoded, stored, quota-limited and swept.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { uploadRoutes } from './upload.routes.ts';
export { isPrivateKey } from './upload-keys.ts';
export { openStoredFile } from './upload-serving.service.ts';
export { sweepUnusedUploads } from './upload-sweep.ts';
