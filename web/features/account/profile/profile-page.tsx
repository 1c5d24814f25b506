import { useRef, useState } from 'react';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { AccountStatusSection } from './account-status-section.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { IdentityDocumentsSection } from './identity-documents-section.tsx';
import { NotificationPreferencesSection } from './notification-preferences-section.tsx';
import { PERSONAL_SECTION_ID, PersonalInfoSection } from './personal-info-section.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { QuickActions } from './quick-actions.tsx';
import { usePhotoChange } from './use-photo-change.ts';

/** /profile (admin-and-host §2): the name, personal information, account status and quick actions. */
export function ProfilePage() {
  const { user } = useCurrentUser(); // RequireUser has loaded it
  if (!user) return null;
  return <Profile user={user} />;
}

function Profile({ user }: { user: PublicUser }) {
  const photoInput = useRef<HTMLInputElement>(null);
  const photo = usePhotoChange(user);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const editPersonal = () => {
    const section = document.getElementById(PERSONAL_SECTION_ID);
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.querySelector<HTMLInputElement>('input[name="firstName"]')?.focus({ preventScroll: true });
  };

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <ProfileHeader user={user} photo={photo} photoInput={photoInput} />
      <div className="mt-8 grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <PersonalInfoSection user={user} photo={photo} />
          <IdentityDocumentsSection user={user} />
          <NotificationPreferencesSection />
        </div>
        <div className="space-y-6">
          <AccountStatusSection user={user} />
          <QuickActions
            user={user}
            onEditPersonal={editPersonal}
            onChangePhoto={() => photoInput.current?.click()}
            onChangePassword={() => setPasswordOpen(true)}
          />
        </div>
      </div>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />
    </section>
  );
}
