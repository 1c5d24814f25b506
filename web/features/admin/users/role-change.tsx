import { useId, useState } from 'react';
import { m } from '#i18n/messages.js';
import type { AdminUserDetail } from '../../../../domain/schemas/admin-users.ts';
import type { UserRole } from '../../../../domain/schemas/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeRole } from '../api/users.ts';
import { RoleSelect } from './role-select.tsx';
import { roleLabels, roleUpdatedText } from './user-labels.ts';

/** Choose a role, then confirm; the server refuses what would break something (its message is shown). */
export function RoleChange({ user }: { user: AdminUserDetail }) {
  const headingId = useId();
  const [role, setRole] = useState<UserRole>(user.role);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeRole(user.id);

  const confirm = () =>
    change.mutate(role, {
      onSuccess: (row) => {
        toast({
          title: m.admin_users_role_updated(),
          description: roleUpdatedText(row.name, row.role),
        });
        setConfirming(false);
      },
      onError: (error) => {
        toast({
          title: m.admin_users_role_change_failed(),
          description: serverMessageOf(error) ?? m.admin_something_went_wrong(),
          variant: 'destructive',
        });
        setConfirming(false);
        setRole(user.role);
      },
    });

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-base font-semibold text-fg">
        {m.admin_users_role()}
      </h3>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <RoleSelect label={m.admin_users_change_role_to()} value={role} onChange={setRole} />
        </div>
        <Button variant="outline" disabled={role === user.role} onClick={() => setConfirming(true)}>
          {m.admin_users_change_role()}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.admin_users_change_role_title()}
        description={m.admin_users_change_role_question({
          name: user.name,
          from: roleLabels[user.role].toLowerCase(),
          to: roleLabels[role].toLowerCase(),
        })}
        confirmLabel={m.admin_users_change_role()}
        pending={change.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
