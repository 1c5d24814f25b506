import { Camera, Home, KeyRound, type LucideIcon, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { m } from '#i18n/messages.js';
import type { PublicUser } from '../../../../domain/schemas/auth.ts';
import { cn } from '../../../lib/class-names.ts';
import { paths } from '../../../lib/paths.ts';

const actionClass =
  'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-fg hover:bg-muted';

function Action({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon className="size-5 shrink-0 text-brand-text" aria-hidden="true" />
      {children}
    </>
  );
}

type Props = {
  user: PublicUser;
  onEditPersonal: () => void;
  onChangePhoto: () => void;
  onChangePassword: () => void;
};

/** Quick actions: each one goes where its words say. */
export function QuickActions({ user, onEditPersonal, onChangePhoto, onChangePassword }: Props) {
  return (
    <section aria-labelledby="actions-title" className="rounded-2xl border border-line bg-surface p-3 sm:p-4">
      <h2 id="actions-title" className="px-2 pt-1 pb-2 text-lg font-semibold text-fg">
        {m.account_quick_actions()}
      </h2>
      <ul>
        <li>
          <button type="button" className={actionClass} onClick={onEditPersonal}>
            <Action icon={Pencil}>{m.account_edit_personal()}</Action>
          </button>
        </li>
        <li>
          <button type="button" className={actionClass} onClick={onChangePhoto}>
            <Action icon={Camera}>{m.account_change_photo()}</Action>
          </button>
        </li>
        <li>
          <button type="button" className={actionClass} onClick={onChangePassword}>
            <Action icon={KeyRound}>{m.account_change_password()}</Action>
          </button>
        </li>
        {user.role !== 'admin' && (
          <li>
            <Link
              href={user.role === 'owner' ? paths.owner : paths.becomeOwner}
              className={cn(actionClass, 'font-semibold')}
            >
              <Action icon={Home}>
                {user.role === 'owner' ? m.account_switch_to_hosting() : m.account_become_host()}
              </Action>
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
