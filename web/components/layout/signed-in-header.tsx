import type { PublicUser } from '../../../domain/schemas/auth.ts';
import { HeaderCounts } from './header-counts.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * What the header shows only to a signed-in person: Messages, the bell (with the live stream) and
 * the user menu. Its own chunk (site-header.tsx loads it on demand), so a signed-out first visit
 * does not download the menu's Radix code nor the live stream's (issue 29 §1, decision 111).
 */
export function SignedInHeader({ user, hosting }: { user: PublicUser; hosting: boolean }) {
  return (
    <>
      <HeaderCounts />
      <UserMenu user={user} hosting={hosting} />
    </>
  );
}
