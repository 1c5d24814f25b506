import type { Config } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createRazorpayProvider } from './razorpay-provider.ts';
import { createSimulatedProvider } from './simulated-provider.ts';

export function createPaymentProvider(config: Pick<Config, 'payment' | 'dataDir'>): PaymentProvider {
  const { payment } = config;
  if (payment.provider === 'razorpay' && payment.keyId && payment.keySecret && payment.webhookSecret)
    return createRazorpayProvider({
      keyId: payment.keyId,
      keySecret: payment.keySecret,
      webhookSecret: payment.webhookSecret,
    });
  return createSimulatedProvider(payment, config.dataDir);
}
