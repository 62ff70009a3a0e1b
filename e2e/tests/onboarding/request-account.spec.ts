import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ConsolePage } from '../../support/consolePage.ts';
import { API_ORIGIN } from '../../support/faults.ts';

interface Submission {
  portalId: string;
  formId: string;
  fields: Record<string, string>;
}

const EMBED_SCRIPT = '**/forms/embed.js';

test('the request form of the marketing-forms service checks required fields and records the request', async ({
  page,
  request,
}) => {
  const app = new ConsolePage(page);
  await app.open('/request_account', 'Request Account');
  const form = page.getByRole('region', { name: 'Request an account form' });
  const send = form.getByRole('button', { name: 'Request account' });

  await send.click();
  await expect(form.getByText('Please complete this required field.')).toHaveCount(3);

  const email = `requester-${randomUUID()}@example.com`;
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Company').fill('Compilers Inc');
  await form.getByLabel('Message').fill('We would like an account for our fleet.');
  await send.click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.getByText('Please complete this required field.')).toHaveCount(0);

  await form.getByLabel('Email').fill(email);
  await send.click();
  // One confirmation: the console's. The service's own thank-you is not shown beside it.
  await expect(page.getByText('Your request has been sent. We will be in touch by email.')).toBeVisible();
  await expect(page.getByText('Thank you! We have received your request and will be in touch soon.')).toBeHidden();
  await expect(form).toBeHidden();

  const response = await request.get(`${API_ORIGIN}/forms/submissions?email=${encodeURIComponent(email)}`);
  const { submissions } = (await response.json()) as { submissions: Submission[] };
  expect(submissions).toMatchObject([
    {
      portalId: 'beacon',
      formId: 'request-account',
      fields: {
        name: 'Grace Hopper',
        email,
        company: 'Compilers Inc',
        message: 'We would like an account for our fleet.',
      },
    },
  ]);
});

test('when the embed script cannot be loaded the page says so, and Retry loads it', async ({ page }) => {
  const app = new ConsolePage(page);
  await page.route(EMBED_SCRIPT, (route) => route.abort('connectionrefused'));
  await app.open('/request_account', 'Request Account');
  await expect(page.getByText('The request form could not be loaded.')).toBeVisible();
  await expect(
    page.getByText('The marketing-forms service did not answer. Check your connection and retry.'),
  ).toBeVisible();

  await page.unroute(EMBED_SCRIPT);
  await page.getByRole('button', { name: 'Retry' }).click();
  const form = page.getByRole('region', { name: 'Request an account form' });
  await expect(form.getByLabel('Company')).toBeVisible();
  await expect(page.getByText('The request form could not be loaded.')).toHaveCount(0);
});
