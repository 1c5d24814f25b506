import { useEffect, useRef } from 'react';
import { m } from '#i18n/messages.js';
import {
  type NotificationPreferences,
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../../api/notifications.ts';
import { RetryButton } from '../../../components/ui/retry-button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export const NOTIFICATION_PREFERENCES_ID = 'notification-preferences';

const choices: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: 'messages',
    label: m.account_mail_messages(),
    description: m.account_mail_messages_description({ minutes: 10 }),
  },
  {
    key: 'reminders',
    label: m.account_mail_reminders(),
    description: m.account_mail_reminders_description(),
  },
  {
    key: 'marketing',
    label: m.account_mail_marketing(),
    description: m.account_mail_marketing_description(),
  },
];

/** Mail per category (issue 26 §4): each switch saves at once; the rest of the mail always goes. */
export function NotificationPreferencesSection() {
  const saved = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // While a change is being saved the switch shows it; a refusal puts it back and says why.
  const shown = save.isPending ? save.variables : saved.data;
  const section = useRef<HTMLElement>(null);
  const loaded = saved.data !== undefined;
  // Arriving by "Mail settings" (/profile#notification-preferences): the page loads after the
  // address changed, so the browser found no such place to scroll to; go there once it is shown.
  useEffect(() => {
    if (loaded && window.location.hash === `#${NOTIFICATION_PREFERENCES_ID}`)
      section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const change = (key: keyof NotificationPreferences, on: boolean) => {
    if (!saved.data) return;
    save.mutate(
      { ...saved.data, [key]: on },
      {
        onError: (error) =>
          toast({
            title: m.account_mail_not_saved_title(),
            description: serverMessageOf(error) ?? m.account_check_connection(),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section
      ref={section}
      id={NOTIFICATION_PREFERENCES_ID}
      aria-labelledby="notification-preferences-title"
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id="notification-preferences-title" className="text-lg font-semibold text-fg">
        {m.account_notifications_title()}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{m.account_notifications_intro()}</p>
      <div className="mt-4 space-y-4">
        {saved.isPending ? (
          <>
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </>
        ) : saved.isError || !shown ? (
          <p role="alert" className="text-sm text-danger-text">
            {m.account_mail_settings_load_error()}
            <RetryButton onRetry={() => saved.refetch()} />
          </p>
        ) : (
          choices.map((choice) => (
            <Switch
              key={choice.key}
              label={choice.label}
              description={choice.description}
              checked={shown[choice.key]}
              disabled={save.isPending}
              onCheckedChange={(on) => change(choice.key, on)}
            />
          ))
        )}
      </div>
    </section>
  );
}
