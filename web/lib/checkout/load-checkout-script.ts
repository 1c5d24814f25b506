import type { RazorpayConstructor } from './razorpay-types.ts';

let loading: Promise<RazorpayConstructor | null> | null = null;

/**
 * Adds the checkout script (site-config's scriptUrl: Razorpay's or /simulated-checkout.js) once
 * and resolves to window.Razorpay, or null when the script failed or was blocked; a later call
 * tries again after a failure.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor | null> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (!window.Razorpay) loading = null;
      resolve(window.Razorpay ?? null);
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      resolve(null);
    };
    document.head.append(script);
  });
  return loading;
}
