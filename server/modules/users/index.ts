// User rows, their public view and their standing.
// Its public face: all that other modules, jobs, tests elsewhere and the app may import of it.
export { refuseSanctioned } from './standing.service.ts';
export { toPublicUser } from './user-view.ts';
export type { NewUser, UserRow } from './users.repository.ts';
export {
  EMAIL_TAKEN,
  findUserByEmail,
  findUserByGoogleSubject,
  insertUser,
  isImageUploadedBy,
  lockUser,
  markEmailVerified,
  updateUser,
} from './users.repository.ts';
