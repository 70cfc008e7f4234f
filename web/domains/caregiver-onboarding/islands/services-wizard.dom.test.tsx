// Sign-up step 2 as a new caregiver goes through it: the intro, then four panels, each Next
// refusing an empty panel with the spec's message, Back keeping what was chosen, and the last
// panel sending what the panels show. A server refusal sends the caregiver to the panel it names;
// vocabularies that fail to load offer Retry. fetch is replaced, answering as the server does,
// and so is the page's navigation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import ServicesWizard from './services-wizard.tsx';

afterEach(cleanup);

/** vi.waitFor's patience: timers and answers run late on a busy machine. */
const SLOW = { timeout: 5000 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const materials = {
  service: { companionship: 'Companionship', mealPrep: 'Meal preparation' },
  conditions: { homeHealthCare: 'Home health care', dementia: 'Dementia' },
  jobType: { partTime: 'Part-time', liveIn: 'Live-in' },
  language: [{ key: 'english', label: 'English' }, { key: 'french', label: 'French' }],
};

/** The server: the vocabularies (unless they fail), and this answer to the step's POST. */
function server(answer: Response, { materialsFail = 0 } = {}) {
  let failures = materialsFail;
  const fetch = vi.fn((url: string) => {
    if (url === '/api/signup-material') {
      return Promise.resolve(failures-- > 0 ? json(503, {}) : json(200, materials));
    }
    return Promise.resolve(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', {
    href: 'http://localhost/caregiver/signup/services',
    pathname: '/caregiver/signup/services',
    assign,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const part = (n: number) => screen.findByText(`Part ${n} of 4`, {}, { timeout: 8000 });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const pressed = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent?.replace('✓', ''));

// Each test waits out the real 2-second intro, and typing takes a while on a busy machine.
describe('services wizard', { timeout: 30_000 }, () => {
  it('offers Retry when the vocabularies fail, and then shows them', async () => {
    server(json(200, {}), { materialsFail: 1 });
    render(<ServicesWizard province='ON' />);
    await part(1);
    expect(screen.getByText('We could not load the options. Please try again.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Companionship/ })).toBeTruthy();
  });

  it('goes through the four panels, each refusing an empty one, and sends what they show', async () => {
    const fetch = server(json(200, { message: 'Saved' }));
    render(<ServicesWizard province='ON' />);
    expect(screen.getByText('Let’s set up your services')).toBeTruthy();
    await part(1);
    await next();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please select at least 1 service you can provide',
    );
    await userEvent.click(screen.getByRole('button', { name: /Companionship/ }));
    await next();

    await part(2);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(pressed('Conditions')).toEqual(['Home health care']);
    await next();

    await part(3);
    expect(pressed('Languages')).toEqual(['English']);
    await next();
    expect(screen.getByRole('alert').textContent).toBe('Please select at least 1 type of job');
    await userEvent.click(screen.getByRole('button', { name: /Live-in/ }));
    await next();

    await part(4);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await part(3);
    expect(pressed('Job types')).toEqual(['Live-in']);
    await next();
    await part(4);

    await userEvent.type(screen.getByLabelText(/Hourly Wage/), '21.50');
    await userEvent.type(screen.getByLabelText(/About Me/), 'Six years of home care.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Saved! Taking you to education and experience…'))
      .toBeTruthy();
    const [url, init] = fetch.mock.calls.find(([u]) => u !== '/api/signup-material') as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/user/caregiver/service-info');
    expect(JSON.parse(String(init.body))).toEqual({
      service: { companionship: true },
      conditions: { homeHealthCare: true },
      jobType: { liveIn: true },
      languagePref: ['english'],
      yearsExp: 0,
      wageExp: 21.5,
      bio: 'Six years of home care.',
    });
    await vi.waitFor(
      () => expect(assign).toHaveBeenCalledWith('/caregiver/signup/education-experience'),
      SLOW,
    );
  });

  it("refuses a wage under the province's minimum before sending", async () => {
    const fetch = server(json(200, {}));
    render(<ServicesWizard province='ON' />);
    await part(1);
    await userEvent.click(await screen.findByRole('button', { name: /Companionship/ }));
    await next();
    await part(2);
    await next();
    await part(3);
    await userEvent.click(screen.getByRole('button', { name: /Part-time/ }));
    await next();
    await part(4);
    await userEvent.type(screen.getByLabelText(/Hourly Wage/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Must be higher than ON's minimum wage of \$\d+\.\d\d/))
      .toBeTruthy();
    expect(screen.getByText('About me section must not be empty')).toBeTruthy();
    expect(fetch.mock.calls.filter(([u]) => u !== '/api/signup-material')).toEqual([]);
  });

  it("shows the server's refusal on the panel holding the field", async () => {
    server(json(400, { conditions: 'Please select at least 1 option from below' }));
    render(<ServicesWizard province='ON' />);
    await part(1);
    await userEvent.click(await screen.findByRole('button', { name: /Companionship/ }));
    await next();
    await part(2);
    await next();
    await part(3);
    await userEvent.click(screen.getByRole('button', { name: /Part-time/ }));
    await next();
    await part(4);
    await userEvent.type(screen.getByLabelText(/Hourly Wage/), '20');
    await userEvent.type(screen.getByLabelText(/About Me/), 'Kind and careful.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await part(2);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please select at least 1 option from below',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
