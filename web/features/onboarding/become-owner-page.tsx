import { useRef, useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../domain/schemas/auth.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { adminPages, paths } from '../../lib/paths.ts';
import { PROFILE_UPDATED, profileFailureToast, useUpdateProfile } from '../../lib/profile/update-profile.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { IdentityStep } from './components/identity-step.tsx';
import { PersonalStep } from './components/personal-step.tsx';
import { StepIndicator } from './components/step-indicator.tsx';
import { SummaryStep } from './components/summary-step.tsx';
import { draftFromUser, type OnboardingDraft, onboardingBody, type StepNumber } from './onboarding-draft.ts';

/**
 * /become-owner (admin-and-host §2, §5): three steps, then the customer becomes an owner. An owner
 * has nothing to do here and goes to the host dashboard; an admin account is told it cannot host.
 */
export function BecomeOwnerPage() {
  const { user } = useCurrentUser(); // RequireUser has loaded it
  if (!user) return null;
  if (user.role === 'owner') return <Redirect to={paths.owner} replace />;
  if (user.role === 'admin') return <AdminCannotHost />;
  return <Onboarding user={user} />;
}

function Onboarding({ user }: { user: PublicUser }) {
  const [, navigate] = useLocation();
  const [step, setStep] = useState<StepNumber>(1);
  const [draft, setDraft] = useState<OnboardingDraft>(() => draftFromUser(user));
  const save = useUpdateProfile();
  const inFlight = useRef(false);

  const go = (next: StepNumber) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const complete = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    save.mutate(onboardingBody(draft, user.profileImageUrl), {
      onSuccess: () => {
        // The hook has stored the answer as the signed-in user: the header offers Switch to hosting.
        toast(PROFILE_UPDATED);
        navigate(paths.owner, { replace: true });
      },
      onError: (error) => toast(profileFailureToast(error)),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.onboarding_title()}</h1>
      <p className="mt-2 text-fg-muted">{m.onboarding_intro()}</p>
      <div className="mt-6">
        <StepIndicator current={step} />
      </div>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8">
        {step === 1 && (
          <PersonalStep
            values={draft.personal}
            photoUrl={draft.photoUrl}
            onPhoto={(photoUrl) => setDraft((d) => ({ ...d, photoUrl }))}
            onNext={(personal) => {
              setDraft((d) => ({ ...d, personal }));
              go(2);
            }}
          />
        )}
        {step === 2 && (
          <IdentityStep
            values={draft.documents}
            onBack={(documents) => {
              setDraft((d) => ({ ...d, documents }));
              go(1);
            }}
            onNext={(documents) => {
              setDraft((d) => ({ ...d, documents }));
              go(3);
            }}
          />
        )}
        {step === 3 && (
          <SummaryStep
            draft={draft}
            pending={save.isPending}
            onEdit={go}
            onBack={() => go(2)}
            onComplete={complete}
          />
        )}
      </div>
    </section>
  );
}

function AdminCannotHost() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{m.onboarding_title()}</h1>
      <p className="mt-3 text-fg-muted">{m.onboarding_admin_body()}</p>
      <Link href={adminPages.createProperty.path} className={buttonClasses('primary', 'md', 'mt-8')}>
        {m.onboarding_open_admin()}
      </Link>
    </section>
  );
}
