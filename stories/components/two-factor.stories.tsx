import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthLayout } from '@tele/remix-app/features/identity/auth-layout.tsx';
import { RecoveryCodesCard, SecondStepForm } from '@tele/remix-app/features/two-factor/second-step-form.tsx';
import { TwoFactorSettings } from '@tele/remix-app/features/two-factor/two-factor-settings.tsx';
import {
  ConfirmTwoFactorSchema,
  SecondStepSchema,
  TurnOffTwoFactorSchema,
} from '@tele/remix-app/features/two-factor/form-schemas.ts';
import { formChecksOf } from '@tele/remix-app/utils/form-checks.server.ts';
import { PRODUCT_NAME } from '../support/fixtures.ts';

// Two-factor sign-in (ADR 0045): the second step at sign-in and the security page's card.

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
// A stand-in for the QR code the server draws (utils/qr-code.server.ts).
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><path d="M0 0h2v2H0zM2 2h2v2H2z"/></svg>';
const CODES = ['K7QXM-2RTPB', 'HN4WZ-8CDEF', 'PQRST-UVWXY', 'ABCDE-FGHJK', 'MNPQR-23456'];
const stepChecks = formChecksOf(SecondStepSchema);
const settingsChecks = {
  confirm: formChecksOf(ConfirmTwoFactorSchema),
  turnOff: formChecksOf(TurnOffTwoFactorSchema),
};

const meta = {
  title: 'Auth/Two-factor',
  component: SecondStepForm,
  args: { step: 'code', enrolment: null, checks: stepChecks },
  parameters: { route: { path: '/login-two-factor' } },
} satisfies Meta<typeof SecondStepForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const inAuthLayout = (node: React.ReactNode) => <AuthLayout productName={PRODUCT_NAME}>{node}</AuthLayout>;

export const SecondStep: Story = {
  render: (args) => inAuthLayout(<SecondStepForm {...args} />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(canvas.getByLabelText('Code')).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(canvas.getByLabelText('Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'VERIFY' }));
    await waitFor(() => expect(window.__submissions?.[0]?.fields.code).toBe('123456'));
  },
};

export const SecondStepRefused: Story = {
  render: (args) =>
    inAuthLayout(
      <SecondStepForm
        {...args}
        lastResult={{
          status: 'error',
          error: { '': ['Too many wrong codes. Please wait 15 minutes and try again.'] },
        }}
      />,
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Too many wrong codes.');
  },
};

export const SetupRequiredAtSignIn: Story = {
  args: { step: 'setup', enrolment: { secret: SECRET, qrSvg: QR_SVG } },
  render: (args) => inAuthLayout(<SecondStepForm {...args} />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await expect(canvas.getByRole('button', { name: 'TURN ON AND SIGN IN' })).toBeEnabled();
  },
};

export const RecoveryCodesAfterSetup: Story = {
  render: () => inAuthLayout(<RecoveryCodesCard codes={CODES} next="/dashboard" />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(CODES.length);
    await expect(canvas.getByRole('link', { name: 'I saved my recovery codes, continue' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

const off = { isOn: false, isRequired: false, canRequire: true, recoveryCodesLeft: 0, enrolment: null };

export const SettingsOff: Story = {
  parameters: { route: { path: '/settings-security' } },
  render: () => <TwoFactorSettings status={off} checks={settingsChecks} actionData={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('two-factor-state')).toHaveTextContent('Off.');
    await userEvent.click(canvas.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await waitFor(() => expect(window.__submissions?.[0]?.fields.intent).toBe('two-factor-setup'));
    await expect(
      canvas.getByLabelText('Require two-factor sign-in for everyone in the practice'),
    ).not.toBeChecked();
  },
};

export const SettingsWaitingForCode: Story = {
  parameters: { route: { path: '/settings-security' } },
  render: () => (
    <TwoFactorSettings
      status={{ ...off, canRequire: false, enrolment: { secret: SECRET, qrSvg: QR_SVG } }}
      checks={settingsChecks}
      actionData={null}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    // The code is required in the browser too: nothing is sent without it.
    await expect(
      canvas.getByText('Please enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    await expect(
      canvas.queryByLabelText('Require two-factor sign-in for everyone in the practice'),
    ).toBeNull();
  },
};

export const SettingsOnWithRecoveryCodes: Story = {
  parameters: { route: { path: '/settings-security' } },
  render: () => (
    <TwoFactorSettings
      status={{ ...off, isOn: true, recoveryCodesLeft: 10 }}
      checks={settingsChecks}
      actionData={{ intent: 'two-factor-enable', result: null, recoveryCodes: CODES }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('two-factor-state')).toHaveTextContent('On. 10 recovery codes left.');
    await expect(canvas.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeEnabled();
  },
};

export const SettingsRequiredByThePractice: Story = {
  parameters: { route: { path: '/settings-security' } },
  render: () => (
    <TwoFactorSettings
      status={{ ...off, isOn: true, isRequired: true, canRequire: false, recoveryCodesLeft: 4 }}
      checks={settingsChecks}
      actionData={null}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Your practice requires two-factor sign-in, so it stays on.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Turn off' })).toBeNull();
  },
};
