import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';

/** Cancel (to /), Back (a step) and the step's submit button, under each step's form. */
export function StepFooter({
  onBack,
  submit,
  pending = false,
  disabled = false,
}: {
  onBack?: () => void;
  submit: ReactNode;
  pending?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center">
      <Link href={paths.home} className={buttonClasses('ghost', 'md', 'sm:mr-auto')}>
        {m.onboarding_cancel()}
      </Link>
      {onBack && (
        <Button variant="outline" onClick={onBack} disabled={pending}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.onboarding_back()}
        </Button>
      )}
      <Button type="submit" pending={pending} disabled={disabled}>
        {submit}
      </Button>
    </div>
  );
}
