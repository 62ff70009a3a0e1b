import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { Hono } from 'hono';
import { jsonOrUndefined, type SimService } from './service.ts';

/** Where the marketing-forms stand-in lives on the platform-sim server. */
export const MARKETING_FORMS_PREFIX = '/forms/';
/** The embed script (the console's `marketingForms.scriptUrl`). */
export const EMBED_PATH = '/forms/embed.js';
/** POST a submission; GET lists the recorded ones (for tests). */
export const SUBMISSIONS_PATH = '/forms/submissions';
const MAX_RECORDED = 10_000;

export interface FormField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'textarea';
  required: boolean;
  maxLength: number;
}

export interface FormDefinition {
  fields: FormField[];
  submitLabel: string;
  thankYou: string;
}

/** The forms each portal offers: portal id → form id → form. */
export type FormCatalogue = Record<string, Record<string, FormDefinition>>;

/** The console's request-an-account form (portal `beacon`, form `request-account`). */
export const DEFAULT_FORMS: FormCatalogue = {
  beacon: {
    'request-account': {
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 200 },
        { name: 'email', label: 'Email', type: 'email', required: true, maxLength: 320 },
        { name: 'company', label: 'Company', type: 'text', required: true, maxLength: 200 },
        { name: 'message', label: 'Message', type: 'textarea', required: false, maxLength: 5000 },
      ],
      submitLabel: 'Request account',
      thankYou: 'Thank you! We have received your request and will be in touch soon.',
    },
  },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const SubmissionBodySchema = z.object({
  portalId: z.string().min(1).max(100),
  formId: z.string().min(1).max(100),
  fields: z.record(z.string(), z.string()),
  pageUrl: z.string().max(2000).optional(),
});

export interface FormSubmission {
  id: string;
  portalId: string;
  formId: string;
  fields: Record<string, string>;
  pageUrl?: string;
  at: number;
}

/** The first problem with `fields` for `form` (unknown, missing, too long, not an e-mail), if any. */
function fieldProblem(form: FormDefinition, fields: Record<string, string>): string | undefined {
  const known = new Set(form.fields.map((f) => f.name));
  const unknown = Object.keys(fields).find((name) => !known.has(name));
  if (unknown !== undefined) return `Unknown field: ${unknown}`;
  for (const field of form.fields) {
    const value = (fields[field.name] ?? '').trim();
    if (field.required && value === '') return `${field.label} is required`;
    if (value.length > field.maxLength) return `${field.label} is too long`;
    if (field.type === 'email' && value !== '' && !EMAIL_PATTERN.test(value)) return `${field.label} is not valid`;
  }
  return undefined;
}

/**
 * A marketing-forms service stand-in (like HubSpot's forms embed), without auth:
 * - `GET /forms/embed.js`: a script defining `window.BeaconForms.create({ portalId, formId, target,
 *   onSubmitted })`, which renders the form into `target` with DOM APIs only (no innerHTML), checks
 *   the required fields, POSTs to `/forms/submissions` and shows its thank-you. An unknown
 *   portal or form shows an error in `target`.
 * - `POST /forms/submissions {portalId, formId, fields, pageUrl?}`: 201 `{id}` or 400 `{message}`.
 * - `GET /forms/submissions[?email=]`: the recorded submissions, newest last (kept in memory).
 */
export function createMarketingForms(
  forms: FormCatalogue = DEFAULT_FORMS,
  now: () => number = Date.now,
): SimService & { submissions(): readonly FormSubmission[] } {
  const submissions: FormSubmission[] = [];
  const script = embedScript(forms);
  const app = new Hono();
  app.get(EMBED_PATH, (c) => {
    c.header('cache-control', 'no-cache');
    c.header('content-type', 'text/javascript; charset=utf-8');
    return c.body(script);
  });
  app.all(EMBED_PATH, (c) => c.json({ message: 'Method not allowed' }, 405));
  app.get(SUBMISSIONS_PATH, (c) => {
    const email = c.req.query('email');
    return c.json({ submissions: submissions.filter((s) => email === undefined || s.fields.email === email) });
  });
  app.post(SUBMISSIONS_PATH, async (c) => {
    const parsed = SubmissionBodySchema.safeParse(await jsonOrUndefined(() => c.req.json()));
    if (!parsed.success) return c.json({ message: 'Invalid submission' }, 400);
    const { portalId, formId, fields, pageUrl } = parsed.data;
    const form = forms[portalId]?.[formId];
    if (form === undefined) return c.json({ message: `Unknown form ${portalId}/${formId}` }, 400);
    const problem = fieldProblem(form, fields);
    if (problem !== undefined) return c.json({ message: problem }, 400);
    const trimmed = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value.trim()]));
    const submission: FormSubmission = {
      id: randomUUID(),
      portalId,
      formId,
      fields: trimmed,
      ...(pageUrl === undefined ? {} : { pageUrl }),
      at: now(),
    };
    submissions.push(submission);
    if (submissions.length > MAX_RECORDED) submissions.splice(0, submissions.length - MAX_RECORDED);
    return c.json({ id: submission.id }, 201);
  });
  app.all(SUBMISSIONS_PATH, (c) => c.json({ message: 'Method not allowed' }, 405));
  app.all(`${MARKETING_FORMS_PREFIX}*`, (c) => c.json({ message: 'Not found' }, 404));
  return { prefix: MARKETING_FORMS_PREFIX, submissions: () => submissions, app };
}

/** The embed script with the form catalogue built in. Plain ES2017, runs on the console's page. */
function embedScript(forms: FormCatalogue): string {
  return `/* Beacon marketing forms (platform-sim stand-in) */
(function () {
  'use strict';
  var FORMS = ${JSON.stringify(forms)};
  var EMAIL = ${EMAIL_PATTERN.toString()};
  var current = document.currentScript;
  var base = current && current.src ? current.src : window.location.href;
  var SUBMIT_URL = new URL(${JSON.stringify(SUBMISSIONS_PATH)}, base).toString();
  var counter = 0;

  function el(tag, text) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function create(options) {
    var target = typeof options.target === 'string' ? document.querySelector(options.target) : options.target;
    if (!target) throw new Error('BeaconForms: target element not found');
    target.replaceChildren();
    var portal = Object.prototype.hasOwnProperty.call(FORMS, options.portalId) ? FORMS[options.portalId] : undefined;
    var form = portal && Object.prototype.hasOwnProperty.call(portal, options.formId) ? portal[options.formId] : undefined;
    if (!form) {
      var missing = el('p', 'This form is not available (portal ' + options.portalId + ', form ' + options.formId + ').');
      missing.setAttribute('role', 'alert');
      target.append(missing);
      return { destroy: function () { target.replaceChildren(); } };
    }
    var prefix = 'beacon-form-' + (++counter) + '-';
    var element = el('form');
    element.noValidate = true;
    element.className = 'beacon-form';
    var inputs = {};
    var errors = {};
    form.fields.forEach(function (field) {
      var id = prefix + field.name;
      var row = el('div');
      row.style.marginBottom = '12px';
      var label = el('label', field.label + (field.required ? ' *' : ''));
      label.htmlFor = id;
      label.style.display = 'block';
      var input = el(field.type === 'textarea' ? 'textarea' : 'input');
      if (field.type !== 'textarea') input.type = field.type;
      input.id = id;
      input.name = field.name;
      input.maxLength = field.maxLength;
      input.required = field.required;
      input.style.width = '100%';
      input.style.boxSizing = 'border-box';
      var error = el('div');
      error.id = id + '-error';
      error.style.color = '#cf1322';
      input.setAttribute('aria-describedby', error.id);
      row.append(label, input, error);
      element.append(row);
      inputs[field.name] = input;
      errors[field.name] = error;
    });
    var status = el('p');
    status.setAttribute('role', 'alert');
    var button = el('button', form.submitLabel);
    button.type = 'submit';
    element.append(status, button);

    function validate() {
      var valid = true;
      form.fields.forEach(function (field) {
        var value = inputs[field.name].value.trim();
        var message = '';
        if (field.required && value === '') message = 'Please complete this required field.';
        else if (field.type === 'email' && value !== '' && !EMAIL.test(value)) message = 'Please enter a valid email address.';
        errors[field.name].textContent = message;
        inputs[field.name].setAttribute('aria-invalid', message ? 'true' : 'false');
        if (message && valid) inputs[field.name].focus();
        if (message) valid = false;
      });
      return valid;
    }

    element.addEventListener('submit', function (event) {
      event.preventDefault();
      status.textContent = '';
      if (!validate()) return;
      var fields = {};
      form.fields.forEach(function (field) { fields[field.name] = inputs[field.name].value.trim(); });
      button.disabled = true;
      fetch(SUBMIT_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ portalId: options.portalId, formId: options.formId, fields: fields, pageUrl: window.location.href })
      })
        .then(function (response) {
          if (!response.ok) throw new Error('HTTP ' + response.status);
          return response.json();
        })
        .then(function (answer) {
          var thanks = el('p', form.thankYou);
          thanks.setAttribute('role', 'status');
          target.replaceChildren(thanks);
          if (typeof options.onSubmitted === 'function') options.onSubmitted({ id: answer.id });
        })
        .catch(function () {
          button.disabled = false;
          status.textContent = 'Your request could not be sent. Please try again.';
        });
    });
    target.append(element);
    return { destroy: function () { target.replaceChildren(); } };
  }

  window.BeaconForms = { version: 1, create: create };
})();
`;
}
