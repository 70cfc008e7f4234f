// /my-data/download/{token}: where the emailed link lands. It changes nothing by itself: it says
// what the link finds (ready, used, expired, not valid) and, when ready, offers the one click
// that takes the ZIP. Only the account the link was made for finds it ready.
import { definePage } from '../../../server/page.ts';
import { Island } from '../../../shared/island.tsx';
import { translator, useT } from '../../../shared/i18n.tsx';
import { readLinkState } from '../actions.server.ts';
import { myDataMessages } from '../messages.ts';
import type { LinkState } from '../model.ts';
import DownloadButton from '../islands/download-button.tsx';

type Data = { state: LinkState; token: string };

const sentence = {
  ready: 'pageReady',
  used: 'pageUsed',
  expired: 'pageExpired',
  invalid: 'pageInvalid',
} as const;

export const page = definePage<Data>({
  title: (ctx) => translator(myDataMessages, ctx.locale)('pageTitle'),
  load: async (ctx) => {
    ctx.c.header('Cache-Control', 'private, no-store');
    // The token is a secret: the page is not to be sent on to anyone else.
    ctx.c.header('Referrer-Policy', 'no-referrer');
    const token = ctx.params.token ?? '';
    const state = await readLinkState(ctx.viewer!, token);
    return { state, token: state === 'ready' ? token : '' };
  },
  Page: ({ data }) => {
    const t = useT(myDataMessages);
    return (
      <div className='container my-data-page'>
        <section className='card my-data stack'>
          <h1>{t('pageTitle')}</h1>
          <p>{t(sentence[data.state])}</p>
          {data.state === 'ready'
            ? (
              <Island
                name='my-data/download-button'
                component={DownloadButton}
                props={{ token: data.token }}
              />
            )
            : (
              <div>
                <a className='button button--outline' href='/profile'>{t('toProfile')}</a>
              </div>
            )}
        </section>
      </div>
    );
  },
});
