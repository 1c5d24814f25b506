import { z } from 'zod';

/**
 * A Razorpay webhook body (POST /api/payment/webhook), as far as Basera reads it: the event name and
 * the entities it carries. Anything else in it is kept as sent (the signature covers the raw bytes).
 */
const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.looseObject(shape) }).optional();

export const paymentWebhook = z
  .looseObject({
    event: z.string().min(1).max(100),
    payload: z.looseObject({
      payment: entity({
        id: z.string().max(100),
        order_id: z.string().max(100).nullish(),
        amount: z.number().int().optional(),
        error_description: z.string().max(1000).nullish(),
      }),
      order: entity({ id: z.string().max(100) }),
      refund: entity({ id: z.string().max(100) }),
      // Route (issue 25): transfer.processed / transfer.failed, settlement.processed.
      transfer: entity({
        id: z.string().max(100),
        notes: z
          .looseObject({ payout_id: z.string().max(100).optional() })
          .or(z.array(z.unknown()))
          .optional(),
        recipient_settlement_id: z.string().max(100).nullish(),
        error: z.looseObject({ description: z.string().max(1000).nullish() }).nullish(),
      }),
      settlement: entity({ id: z.string().max(100) }),
    }),
  })
  .meta({
    examples: [
      {
        entity: 'event',
        event: 'payment.captured',
        contains: ['payment'],
        payload: {
          payment: {
            entity: {
              id: 'pay_IH4NVgf4Dreq1l',
              order_id: 'order_IEIaMR65cu6nz3',
              amount: 4350000,
              status: 'captured',
            },
          },
        },
        created_at: 1767225600,
      },
    ],
  });
export type PaymentWebhook = z.infer<typeof paymentWebhook>;
