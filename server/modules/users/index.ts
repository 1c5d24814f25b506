// User rows, their public view and their standing.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { refuseSanctioned } from './standing.service.ts';
export {
  changeAccount,
  createAccount,
  isOwnImageUpload,
  lockUserForChange,
  userLinkedToGoogle,
  userWithEmail,
  verifyEmailIfStillCurrent,
} from './user-records.service.ts';
export { toPublicUser } from './user-view.ts';
export type { NewUser, UserRow } from './users.repository.ts';
