// /mypay/detail (spec 002 §2): the family's Payment Methods tab of My Pay. Families only (the
// route's guard). The frame is ours; the saved cards and the card entry are the payments domain's
// island, placed by name: its props are the family's own cards (RLS), the prefill from the
// account, and the configured processor (Stripe Elements with Stripe's keys, else the labelled
// test-card field).
import { definePage } from '../../../server/page.ts';
import { stripeBrowserConfig } from '../../../server/stripe.server.ts';
import { Island } from '../../../shared/island.tsx';
import { translator } from '../../../shared/i18n.tsx';
import { listPaymentMethods } from '../../payments/actions.server.ts';
import { myPayMessages } from '../messages.ts';
import { MyPayFrame } from './my-pay-frame.tsx';

type Data = {
  methods: Awaited<ReturnType<typeof listPaymentMethods>>;
  prefill: { firstName: string; lastName: string; email: string };
  processor: ReturnType<typeof stripeBrowserConfig>;
};

export const page = definePage<Data>({
  title: (ctx) => translator(myPayMessages, ctx.locale)('tab.detail'),
  load: async (ctx) => {
    const viewer = ctx.viewer!;
    ctx.c.header('Cache-Control', 'private, no-store');
    return {
      methods: await listPaymentMethods(viewer),
      prefill: { firstName: viewer.firstName, lastName: viewer.lastName, email: viewer.email },
      processor: stripeBrowserConfig(),
    };
  },
  Page: ({ data }) => (
    <MyPayFrame role='family' tab='detail'>
      <Island name='payments/payment-methods' props={data} />
    </MyPayFrame>
  ),
});
