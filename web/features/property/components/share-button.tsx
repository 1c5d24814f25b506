import { Share } from 'lucide-react';
import { m } from '#i18n/messages.js';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';

/** Share: the system share sheet where the browser has one, else the link copied to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Dismissed by the traveller, or refused: nothing to tell.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: m.property_link_copied() });
    } catch {
      toast({ title: m.property_link_copy_failed(), description: url, variant: 'destructive' });
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={share} className="underline-offset-2 hover:underline">
      <Share className="size-4" aria-hidden="true" />
      {m.property_share()}
    </Button>
  );
}
