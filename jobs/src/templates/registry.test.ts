import { describe, expect, it } from 'vitest';
import { renderNotification, templateNames } from './registry.js';
import { NotificationSkipped, TemplateError, type TemplateContext } from './template.js';

const ID = '6b015d90c2b63ca8452a56f8';

function context(overrides: Partial<TemplateContext> = {}): TemplateContext & { links: unknown[] } {
  const links: unknown[] = [];
  return {
    productName: 'Calm Practice',
    now: new Date('2026-11-21T09:00:00.000Z'),
    async link(request) {
      links.push(request);
      return `https://app.example.test/x/${links.length}?t=a&u=b`;
    },
    links,
    ...overrides,
  };
}

describe('the template registry', () => {
  it('knows the templates the API queues', () => {
    expect(templateNames().sort()).toEqual(['appointment-request', 'client-invite', 'reset-password', 'verify-email']);
  });

  it('renders verify-email with the product name, one minted link and an escaped name', async () => {
    const ctx = context();
    const rendered = await renderNotification(
      {
        template: 'verify-email',
        channel: 'email',
        payload: { pendingRegistrationId: ID, name: '<i>Ada</i>' },
      },
      ctx,
    );
    expect(ctx.links).toEqual([{ purpose: 'verify_email', subject: { pendingRegistrationId: ID } }]);
    expect(rendered.channel).toBe('email');
    if (rendered.channel !== 'email') return;
    const { subject, html, text } = rendered.content;
    expect(subject).toBe('Calm Practice: Email address verification');
    expect(html).toContain('Hello &lt;i&gt;Ada&lt;/i&gt;,');
    expect(html).not.toContain('<i>Ada');
    expect(html).toContain('href="https://app.example.test/x/1?t=a&amp;u=b"');
    expect(text).toContain('Hello <i>Ada</i>,');
    expect(text).toContain('Confirm e-mail address:\nhttps://app.example.test/x/1?t=a&u=b');
    expect(text).toContain('expires in 48 hours');
    expect(text).not.toContain('<p');
  });

  it('renders reset-password with a reset link for the user', async () => {
    const ctx = context();
    const rendered = await renderNotification(
      { template: 'reset-password', channel: 'email', payload: { userId: ID, name: 'Grace' } },
      ctx,
    );
    expect(ctx.links).toEqual([{ purpose: 'reset_password', subject: { userId: ID } }]);
    if (rendered.channel !== 'email') throw new Error('expected e-mail');
    expect(rendered.content.subject).toBe('Calm Practice: Request to reset the password');
    expect(rendered.content.text).toContain('expires in 1 hour');
  });

  it('refuses unknown templates, payloads not matching their schema and the wrong channel', async () => {
    await expect(
      renderNotification({ template: 'nope', channel: 'email', payload: {} }, context()),
    ).rejects.toThrow(new TemplateError('unknown template "nope"'));
    await expect(
      renderNotification({ template: 'verify-email', channel: 'email', payload: { name: 'Ada' } }, context()),
    ).rejects.toThrow(/does not match its schema: \/pendingRegistrationId/);
    await expect(
      renderNotification(
        { template: 'verify-email', channel: 'sms', payload: { pendingRegistrationId: ID, name: 'A' } },
        context(),
      ),
    ).rejects.toThrow(/is for email, not sms/);
  });

  it('lets a skipped link through to the caller', async () => {
    const ctx = context({
      link: () => Promise.reject(new NotificationSkipped('gone')),
    });
    await expect(
      renderNotification(
        { template: 'reset-password', channel: 'email', payload: { userId: ID, name: 'G' } },
        ctx,
      ),
    ).rejects.toBeInstanceOf(NotificationSkipped);
  });
});
