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
    async joinLink(request) {
      links.push(request);
      return request.forProvider
        ? `https://app.example.test/room/${request.appointmentId}`
        : `https://app.example.test/invited-room/${request.appointmentId}?key=k&x=<y>`;
    },
    links,
    ...overrides,
  };
}

describe('the template registry', () => {
  it('knows the templates the API queues', () => {
    expect(templateNames().sort()).toEqual([
      'appointment-invite',
      'appointment-invite-sms',
      'appointment-reminder',
      'appointment-reminder-sms',
      'appointment-request',
      'appointment-request-answered',
      'appointment-requested',
      'client-cancelled-session',
      'client-connect-invite',
      'client-invite',
      'client-request-accepted',
      'contact-us',
      'invoice-due',
      'reset-password',
      'reset-password-no-account',
      'sign-in-slowed',
      'sign-up-account-exists',
      'team-invite',
      'unread-message',
      'verify-email',
    ]);
  });

  it('renders verify-email with the product name and one minted link, and nothing the requester typed', async () => {
    const ctx = context();
    const rendered = await renderNotification(
      {
        template: 'verify-email',
        channel: 'email',
        payload: { pendingRegistrationId: ID, name: 'Customer. Your payment failed - call +1 555 0100' },
      },
      ctx,
    );
    expect(ctx.links).toEqual([{ purpose: 'verify_email', subject: { pendingRegistrationId: ID } }]);
    expect(rendered.channel).toBe('email');
    if (rendered.channel !== 'email') return;
    const { subject, html, text } = rendered.content;
    expect(subject).toBe('Calm Practice: Email address verification');
    expect(html).toContain('Hello,');
    expect(html).not.toContain('Customer');
    expect(html).toContain('href="https://app.example.test/x/1?t=a&amp;u=b"');
    expect(text).toContain('Hello,');
    expect(text).not.toMatch(/Customer|payment failed|555/);
    expect(text).toContain('Confirm e-mail address:\nhttps://app.example.test/x/1?t=a&u=b');
    expect(text).toContain('expires in 48 hours');
    expect(text).not.toContain('<p');
  });

  it('renders invoice-due with the amount, the session in the client’s zone and one pay link for that invoice', async () => {
    const ctx = context();
    const rendered = await renderNotification(
      {
        template: 'invoice-due',
        channel: 'email',
        payload: {
          appointmentId: ID,
          clientId: '6b015d90c2b63ca8452a56f9',
          clientName: 'Sam Whitfield',
          providerName: 'Urgent: call +1 555 0100 to keep your account',
          amountCents: 8050,
          startTime: '2026-11-23T15:00:00.000Z',
          timeZone: 'America/New_York',
        },
      },
      ctx,
    );
    expect(ctx.links).toEqual([
      { purpose: 'pay_invoice', subject: { userId: '6b015d90c2b63ca8452a56f9', appointmentId: ID } },
    ]);
    if (rendered.channel !== 'email') throw new Error('expected e-mail');
    const { subject, text } = rendered.content;
    expect(subject).toBe('Calm Practice: Invoice from your provider');
    expect(text).toContain('Hello Sam Whitfield,');
    expect(text).toContain('Your provider has sent you an invoice of $80.50');
    expect(text).toContain('10:00');
    expect(text).not.toMatch(/Urgent|555/);
    expect(text).toContain('expires in 14 days');
  });

  it('renders appointment-request-answered in the client’s zone: an approval with a password link for a new client, a decline without one', async () => {
    const payload = {
      userId: '6b015d90c2b63ca8452a56f9',
      appointmentId: ID,
      providerName: 'Maya Patel',
      online: true,
      startTime: '2026-11-23T14:00:00.000Z',
      minutes: 50,
      timeZone: 'Asia/Kolkata',
      homeUrl: 'https://app.example.test/home',
    };
    const approvedCtx = context();
    const approved = await renderNotification(
      {
        template: 'appointment-request-answered',
        channel: 'email',
        payload: { ...payload, approved: true, needsPassword: true },
      },
      approvedCtx,
    );
    expect(approvedCtx.links).toEqual([
      { purpose: 'set_password', subject: { userId: '6b015d90c2b63ca8452a56f9' } },
    ]);
    if (approved.channel !== 'email') throw new Error('expected e-mail');
    expect(approved.content.subject).toBe('Calm Practice: Appointment approved');
    expect(approved.content.text).toContain('Maya Patel has approved your online appointment request.');
    expect(approved.content.text).toContain('7:30');
    expect(approved.content.text).toContain('Choose your password:\nhttps://app.example.test/x/1?t=a&u=b');

    const declinedCtx = context();
    const declined = await renderNotification(
      {
        template: 'appointment-request-answered',
        channel: 'email',
        payload: { ...payload, approved: false, needsPassword: true },
      },
      declinedCtx,
    );
    expect(declinedCtx.links).toEqual([]);
    if (declined.channel !== 'email') throw new Error('expected e-mail');
    expect(declined.content.subject).toBe('Calm Practice: Appointment declined');
    expect(declined.content.text).toContain('could not take your online appointment request');
    expect(declined.content.text).toContain('https://app.example.test/home');
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

  it('tells the owner of an existing account about a sign-up with their address, with a reset link only', async () => {
    const ctx = context();
    const rendered = await renderNotification(
      { template: 'sign-up-account-exists', channel: 'email', payload: { userId: ID, name: 'Ada' } },
      ctx,
    );
    expect(ctx.links).toEqual([{ purpose: 'reset_password', subject: { userId: ID } }]);
    if (rendered.channel !== 'email') throw new Error('expected an e-mail');
    expect(rendered.content.subject).toBe('Calm Practice: You already have an account');
    expect(rendered.content.text).toContain('nothing new was created');
  });

  it('tells the owner once their sign-ins are slowed down, with a reset link as the way in', async () => {
    const ctx = context();
    const rendered = await renderNotification(
      { template: 'sign-in-slowed', channel: 'email', payload: { userId: ID, name: 'Ada' } },
      ctx,
    );
    expect(ctx.links).toEqual([{ purpose: 'reset_password', subject: { userId: ID } }]);
    if (rendered.channel !== 'email') throw new Error('expected an e-mail');
    expect(rendered.content.subject).toBe('Calm Practice: Several failed sign-ins to your account');
    expect(rendered.content.text).toContain('Hello Ada,');
    expect(rendered.content.text).toContain('from a device and network you have used before');
    expect(rendered.content.html).toContain('href="https://app.example.test/x/1?t=a&amp;u=b"');
  });

  it('never sends the row written for a forgot-password with no account', async () => {
    const ctx = context();
    await expect(
      renderNotification({ template: 'reset-password-no-account', channel: 'email', payload: {} }, ctx),
    ).rejects.toBeInstanceOf(NotificationSkipped);
    expect(ctx.links).toEqual([]);
  });
});

describe('the practice people templates', () => {
  const emailOf = async (template: string, payload: unknown, ctx = context()) => {
    const rendered = await renderNotification({ template, channel: 'email', payload }, ctx);
    if (rendered.channel !== 'email') throw new Error('expected an e-mail');
    return rendered.content;
  };

  it('invites a new colleague with a single-use set-password link, naming a plainly named practice and the role', async () => {
    const ctx = context();
    const mail = await emailOf(
      'team-invite',
      { userId: ID, practiceName: 'Still Water Counselling', role: 'administrator' },
      ctx,
    );
    expect(ctx.links).toEqual([{ purpose: 'set_password', subject: { userId: ID } }]);
    expect(mail.subject).toBe('Calm Practice: Invite');
    expect(mail.text).toContain(
      'Still Water Counselling has added you to its team on Calm Practice as an administrator.',
    );
    expect(mail.text).toContain('https://app.example.test/x/1?t=a&u=b');
    expect(mail.text).toContain('This link works once and expires in 7 days.');
  });

  it('names no practice whose name is not a plain name (a link or a sentence typed as a practice name)', async () => {
    for (const practiceName of ['Visit http://evil.example now', 'Pay <b>here</b>', '']) {
      const mail = await emailOf('team-invite', { userId: ID, practiceName, role: 'provider' });
      expect(mail.text).toContain('A practice has added you to its team on Calm Practice as a provider.');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.html).not.toContain('<b>here');
    }
  });

  it('sends an accepted requester a single-use link to register with that provider', async () => {
    const ctx = context();
    const mail = await emailOf(
      'client-request-accepted',
      { clientRequestId: ID, providerName: 'Dana Whitaker' },
      ctx,
    );
    expect(ctx.links).toEqual([{ purpose: 'register_client', subject: { clientRequestId: ID } }]);
    expect(mail.subject).toBe('Calm Practice: Request to register');
    expect(mail.text).toContain('Dana Whitaker accepted the request you sent on Calm Practice.');
    const odd = await emailOf('client-request-accepted', {
      clientRequestId: ID,
      providerName: 'Call 555-0100',
    });
    expect(odd.text).toContain('The provider accepted the request');
  });

  it('writes the contact form to support with every typed field escaped and no link made of it', async () => {
    const mail = await emailOf('contact-us', {
      isBooking: true,
      topic: 'Pricing',
      firstName: '<img src=x onerror=alert(1)>',
      lastName: 'Lee & Co',
      email: 'kim@example.test',
      phone: '15550100',
      jobTitle: 'Director',
      companyName: '<a href="http://evil.example">Clinic</a>',
      message: 'Hello\nthere',
      bookingDate: '2026-12-01 10:00',
    });
    expect(mail.subject).toBe('Calm Practice: Contact Us');
    expect(mail.text).toContain('Name: <img src=x onerror=alert(1)> Lee & Co');
    expect(mail.text).toContain('Meeting Duration: 20 mins');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; Lee &amp; Co');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('href="http://evil.example"');
  });
});

describe('appointment templates', () => {
  const reminder = {
    appointmentId: ID,
    recipientName: 'Kim <b>Lee</b>',
    providerName: 'Dana <Whitaker>',
    clientNames: ['Ann & Co', 'Kim <b>Lee</b>'],
    startTime: '2026-11-23T15:00:00.000Z',
    minutes: 50,
    timeZone: 'America/New_York',
    isProvider: false,
  };

  it('reminds a client of the session with their provider, in their zone, with the public join link', async () => {
    const ctx = context();
    const rendered = await renderNotification(
      { template: 'appointment-reminder', channel: 'email', payload: reminder },
      ctx,
    );
    if (rendered.channel !== 'email') throw new Error('expected e-mail');
    const { subject, html, text } = rendered.content;
    expect(ctx.links).toEqual([{ appointmentId: ID, forProvider: false }]);
    expect(subject).toBe('Calm Practice: The Appointment Notification');
    expect(text).toContain(
      'You should have the session with Dana <Whitaker>, on Monday, November 23, 2026 at 10:00 AM EST.',
    );
    expect(text).toContain('Length: 50 minutes.');
    expect(text).toContain(`Join the session:\nhttps://app.example.test/invited-room/${ID}?key=k&x=%3Cy%3E`);
    expect(html).toContain('Dana &lt;Whitaker&gt;');
    expect(html).toContain('Hello Kim &lt;b&gt;Lee&lt;/b&gt;,');
    expect(html).not.toMatch(/<b>|<Whitaker>/);
    expect(html).toContain(`href="https://app.example.test/invited-room/${ID}?key=k&amp;x=%3Cy%3E"`);
  });

  it("reminds the provider with the clients' names and their own room", async () => {
    const ctx = context();
    const rendered = await renderNotification(
      {
        template: 'appointment-reminder',
        channel: 'email',
        payload: {
          ...reminder,
          recipientName: 'Dana',
          isProvider: true,
          timeZone: 'Europe/Berlin',
          minutes: 0,
        },
      },
      ctx,
    );
    if (rendered.channel !== 'email') throw new Error('expected e-mail');
    expect(ctx.links).toEqual([{ appointmentId: ID, forProvider: true }]);
    expect(rendered.content.text).toContain(
      'You should have the session with Ann & Co, Kim <b>Lee</b>, on Monday, November 23, 2026 at 4:00 PM GMT+1.',
    );
    expect(rendered.content.text).toContain('Length: All day.');
    expect(rendered.content.text).toContain(`https://app.example.test/room/${ID}`);
    expect(rendered.content.html).toContain('Ann &amp; Co, Kim &lt;b&gt;Lee&lt;/b&gt;');
  });

  it('refuses a reminder whose start is not an ISO instant (not retried)', async () => {
    await expect(
      renderNotification(
        { template: 'appointment-reminder', channel: 'email', payload: { ...reminder, startTime: 'soon' } },
        context(),
      ),
    ).rejects.toBeInstanceOf(TemplateError);
  });

  it("invites by e-mail with the public join link, and the provider's name only when it is a plain name", async () => {
    const ctx = context();
    const rendered = await renderNotification(
      {
        template: 'appointment-invite',
        channel: 'email',
        payload: { appointmentId: ID, providerName: 'Dr <script>x</script>' },
      },
      ctx,
    );
    if (rendered.channel !== 'email') throw new Error('expected e-mail');
    expect(ctx.links).toEqual([{ appointmentId: ID, forProvider: false }]);
    expect(rendered.content.subject).toBe('Calm Practice: Appointment Invitation');
    expect(rendered.content.text).toContain(
      'Hello, this is Your provider - please join me for a secure video call:',
    );
    expect(rendered.content.text).toContain(`Join:\nhttps://app.example.test/invited-room/${ID}?key=k`);
    expect(rendered.content.html).not.toContain('script');
    const plain = await renderNotification(
      {
        template: 'appointment-invite',
        channel: 'email',
        payload: { appointmentId: ID, providerName: "Dana O'Neil" },
      },
      context(),
    );
    if (plain.channel !== 'email') throw new Error('expected e-mail');
    expect(plain.content.html).toContain('Hello, this is Dana O&#39;Neil - please join me');
  });

  it("invites by SMS in one line of plain text, the provider's name only when it is a plain name", async () => {
    const ctx = context({
      joinLink: async (request) => `https://app.example.test/invited-room/${request.appointmentId}?key=abc`,
    });
    const rendered = await renderNotification(
      {
        template: 'appointment-invite-sms',
        channel: 'sms',
        payload: { appointmentId: ID, providerName: 'Dana <b>W</b>\nCall now' },
      },
      ctx,
    );
    expect(rendered).toEqual({
      channel: 'sms',
      content: {
        text: `Your provider invites you to a secure video call: https://app.example.test/invited-room/${ID}?key=abc`,
      },
    });
  });

  it("tells the provider who asks for a session and when, in the provider's zone, with the dashboard link", async () => {
    const rendered = await renderNotification(
      {
        template: 'appointment-requested',
        channel: 'email',
        payload: {
          appointmentId: ID,
          clientName: 'Alex <b>Moreno</b>',
          providerName: 'Dana Whitaker',
          isUpdate: false,
          online: true,
          startTime: '2026-12-01T15:00:00.000Z',
          minutes: 50,
          timeZone: 'America/New_York',
          dashboardUrl: 'https://app.example.test/dashboard',
        },
      },
      context(),
    );
    if (rendered.channel !== 'email') throw new Error('expected e-mail');
    const { text, html } = rendered.content;
    expect(text).toContain('Hello Dana Whitaker,');
    expect(text).toContain('A client has requested an online appointment with you!');
    expect(text).toContain('When: Tuesday, December 1, 2026 at 10:00 AM EST.');
    expect(text).toContain('Length: 50 minutes.');
    expect(text).toContain('https://app.example.test/dashboard');
    expect(html).not.toContain('<b>Moreno');
  });

  it("texts a reminder that can be answered, in the reader's zone, without a link", async () => {
    const rendered = await renderNotification(
      {
        template: 'appointment-reminder-sms',
        channel: 'sms',
        payload: {
          appointmentId: ID,
          providerName: 'Dana Whitaker',
          startTime: '2026-11-23T15:00:00.000Z',
          timeZone: 'America/New_York',
        },
      },
      context(),
    );
    expect(rendered).toEqual({
      channel: 'sms',
      content: {
        text: 'Calm Practice: your session with Dana Whitaker is on Monday, November 23, 2026 at 10:00 AM EST. Reply C to confirm or X to cancel.',
      },
    });
  });

  it("gives a client's reminder e-mail one answer link both ways, and the provider's none", async () => {
    const payload = {
      appointmentId: ID,
      recipientName: 'Sam',
      recipientId: ID,
      providerName: 'Dana',
      clientNames: [],
      startTime: '2026-11-23T15:00:00.000Z',
      minutes: 50,
      timeZone: 'UTC',
      isProvider: false,
    };
    const ctx = context();
    const rendered = await renderNotification(
      { template: 'appointment-reminder', channel: 'email', payload },
      ctx,
    );
    if (rendered.channel !== 'email') throw new Error('an e-mail was expected');
    expect(ctx.links).toContainEqual({
      purpose: 'answer_reminder',
      subject: { userId: ID, appointmentId: ID },
    });
    expect(rendered.content.text).toContain(
      'Confirm that you will attend:\nhttps://app.example.test/x/2?t=a&u=b&answer=confirm',
    );
    expect(rendered.content.text).toContain(
      'Cancel this session:\nhttps://app.example.test/x/2?t=a&u=b&answer=cancel',
    );
    expect(rendered.content.html).toContain('answer=cancel');

    const forProvider = context();
    await renderNotification(
      { template: 'appointment-reminder', channel: 'email', payload: { ...payload, isProvider: true } },
      forProvider,
    );
    expect(forProvider.links).toHaveLength(1);
  });

  it('tells the provider who cancelled which session, and how', async () => {
    const rendered = await renderNotification(
      {
        template: 'client-cancelled-session',
        channel: 'email',
        payload: {
          appointmentId: ID,
          providerName: 'Dana',
          clientName: 'Sam Rivers',
          startTime: '2026-11-23T15:00:00.000Z',
          timeZone: 'America/New_York',
          via: 'sms',
          isGroupLeft: false,
        },
      },
      context(),
    );
    if (rendered.channel !== 'email') throw new Error('an e-mail was expected');
    expect(rendered.content.subject).toBe('Calm Practice: Sam Rivers cancelled a session');
    expect(rendered.content.text).toContain(
      'Sam Rivers cancelled the session on Monday, November 23, 2026 at 10:00 AM EST, answering its reminder by text.',
    );
  });
});
