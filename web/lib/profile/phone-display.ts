/**
 * A stored Indian mobile (`+919876543210`) as people read it: `+91 98765 43210`. Anything else is
 * shown as it is; no phone reads as an empty string.
 */
export function formatIndianPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = /^\+91([6-9]\d{4})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
