import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { PictureForm } from '@tele/remix-app/features/profile/picture-form.tsx';
import { AboutForm, AddressForm, UserInfoForm } from '@tele/remix-app/features/profile/profile-forms.tsx';
import { BillingForm } from '@tele/remix-app/features/profile/billing-form.tsx';
import { ProfileSummary } from '@tele/remix-app/features/profile/profile-summary.tsx';
import type { Profile } from '@tele/remix-app/features/profile/profile.ts';

const profile: Profile = {
  id: 'p1',
  name: 'Maya Patel',
  email: 'maya@example.com',
  phone: '15550100001',
  gender: 'Female',
  age: 36,
  photo: null,
  background: null,
  address: {
    address1: '1 Harbor Way',
    address2: '',
    city: 'Mobile',
    stateProvince: 'Alabama',
    zipCode: '36602',
    country: 'US',
  },
  about: {
    about: 'I help adults with anxiety.',
    licenseInfo: 'LPC 1234',
    cost: 120,
    specialties: ['anxiety', 'adhd'],
    categories: ['counselor'],
  },
  invitedRole: null,
  practiceName: 'Harbor Light Counseling',
};

const meta = {
  title: 'Profile/Blocks',
  component: UserInfoForm,
  parameters: { layout: 'padded', route: { path: '/settings-profile' } },
  args: { profile },
} satisfies Meta<typeof UserInfoForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** User Info starts from the profile; the spec's messages are shown and nothing is sent until it is right. */
export const UserInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Maya Patel');
    await expect(canvas.getByLabelText('Gender')).toHaveValue('Female');
    await expect(canvas.getByLabelText('Age')).toHaveValue(36);
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'maya@example');
    await userEvent.clear(canvas.getByLabelText('Age'));
    await userEvent.type(canvas.getByLabelText('Age'), '121');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Please input the valid email.')).toBeVisible();
    await expect(canvas.getByText('Please input the age from 0 to 120.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.type(canvas.getByLabelText('Email'), '.com');
    await userEvent.clear(canvas.getByLabelText('Age'));
    await userEvent.type(canvas.getByLabelText('Age'), '37');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      fields: { intent: 'user-info', email: 'maya@example.com', age: '37', gender: 'Female' },
    });
  },
};

/** The state is a list of US states in the US, free text anywhere else. */
export const Address: Story = {
  render: (args) => <AddressForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const state = canvas.getByLabelText('State/Province/Region');
    await expect(state.tagName).toBe('SELECT');
    await expect(state).toHaveValue('Alabama');
    await userEvent.selectOptions(canvas.getByLabelText('Country'), 'DE');
    const region = canvas.getByLabelText('State/Province/Region');
    await expect(region.tagName).toBe('INPUT');
    await userEvent.type(region, 'Bavaria');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      fields: { intent: 'address', country: 'DE', stateProvince: 'Bavaria', city: 'Mobile' },
    });
  },
};

/** A new profile starts on the spec's defaults: the US and Alabama. */
export const AddressDefaults: Story = {
  render: (args) => (
    <AddressForm
      {...args}
      profile={{
        ...profile,
        address: {
          address1: '',
          address2: '',
          city: '',
          stateProvince: 'Alabama',
          zipCode: '',
          country: 'US',
        },
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Country')).toHaveValue('US');
    await expect(canvas.getByLabelText('State/Province/Region')).toHaveValue('Alabama');
  },
};

/** My Info: the specialty and specialist-category checklists from the catalogues, the saved ones ticked. */
export const MyInfo: Story = {
  render: (args) => <AboutForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const specialties = within(canvas.getByRole('group', { name: 'Specialty' }));
    await expect(specialties.getByLabelText('Anxiety')).toBeChecked();
    await expect(specialties.getByLabelText('ADHD/ADD')).toBeChecked();
    await expect(specialties.getAllByRole('checkbox').length).toBeGreaterThan(60);
    const categories = within(canvas.getByRole('group', { name: 'Specialist Category' }));
    await expect(categories.getAllByRole('checkbox')).toHaveLength(29);
    await userEvent.click(categories.getByLabelText('Psychologist'));
    await userEvent.click(specialties.getByLabelText('Anxiety'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    const entries = window.__submissions![0]!.entries;
    await expect(entries.filter(([key]) => key === 'specialties').map(([, value]) => value)).toEqual([
      'adhd',
    ]);
    await expect(entries.filter(([key]) => key === 'categories').map(([, value]) => value)).toEqual([
      'counselor',
      'psychologist',
    ]);
  },
};

/** A colleague's profile on the team screen, read-only in three parts. */
export const Summary: Story = {
  render: () => (
    <ProfileSummary profile={{ ...profile, about: { ...profile.about, cost: null } }} idPrefix="s" />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const part of ['User Info', 'Address Info', 'About Info'])
      await expect(canvas.getByRole('heading', { name: part })).toBeVisible();
    await expect(canvasElement).toHaveTextContent('155-501-00001');
    await expect(canvasElement).toHaveTextContent('ADHD/ADD, Anxiety');
    await expect(canvasElement).toHaveTextContent('United States');
    await expect(canvasElement).toHaveTextContent('Cost of ServiceNot given');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A PNG of the given size, drawn in the browser, as a file the input can take. */
async function pngFile(width: number, height: number, name = 'me.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#17697f';
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** The photo: choose a file, crop it by keyboard, and the 120 px square is what is sent. */
export const PhotoCropByKeyboard: Story = {
  render: () => <PictureForm kind="photo" current={null} name="Maya Patel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose a photo'), await pngFile(400, 200));
    const area = await canvas.findByRole('application', { name: 'Crop of the new photo' });
    const frame = area.querySelector('[aria-hidden="true"]') as HTMLElement;
    // The largest square, in the middle: 200 of 400 pixels wide, from 100.
    await expect(frame.style.left).toBe('25%');
    await expect(frame.style.width).toBe('50%');
    area.focus();
    await userEvent.keyboard('{+}');
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(frame.style.width).toBe('40%'));
    await expect(frame.style.left).toBe('26%');
    await userEvent.keyboard('0');
    await waitFor(() => expect(frame.style.width).toBe('50%'));
    const preview = canvas.getByRole('img', { name: 'Preview of the new photo, 120 by 120 pixels' });
    await expect(preview).toHaveAttribute('width', '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Save photo' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      fields: { intent: 'picture', kind: 'photo', picture: 'photo.png' },
    });
  },
};

/** The buttons do what the keys do. */
export const BackgroundCropByButtons: Story = {
  render: () => <PictureForm kind="background" current={null} name="Maya Patel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Choose a background image'), await pngFile(300, 600));
    const area = await canvas.findByRole('application', { name: 'Crop of the new background image' });
    const frame = area.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(frame.style.top).toBe('25%');
    await userEvent.click(canvas.getByRole('button', { name: 'Move up' }));
    await waitFor(() => expect(frame.style.top).toBe('20%'));
    await expect(canvas.getByRole('img', { name: /150 by 150 pixels/ })).toBeVisible();
  },
};

/** Saving before a file is chosen says so, and nothing is sent. */
export const NoFileChosen: Story = {
  render: () => <PictureForm kind="photo" current={null} name="Maya Patel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save photo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please choose the file.');
    await expect(window.__submissions).toHaveLength(0);
  },
};

/** Another type of file is refused at once, in the spec's words, and nothing is sent. */
export const WrongType: Story = {
  render: () => <PictureForm kind="photo" current={null} name="Maya Patel" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Choose a photo') as HTMLInputElement;
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    // The input's accept list would hide it from a person; a dropped or forced file still arrives.
    Object.defineProperty(input, 'files', { value: [gif], configurable: true });
    fireEvent.change(input);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Only .png, .jpeg and .jpg format allowed.',
    );
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

/**
 * A stand-in for Stripe.js in the story (the page loads the real one, or the local fake's): its card element
 * is one labelled input, and a card ending 0002 is declined as Stripe declines it.
 */
function installStripeStandIn() {
  type Handler = (event: { empty?: boolean }) => void;
  (window as unknown as { Stripe: unknown }).Stripe = () => ({
    elements: () => ({
      create: () => {
        const handlers: Record<string, Handler[]> = {};
        const input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        return {
          mount(host: HTMLElement) {
            host.appendChild(input);
            input.addEventListener('input', () =>
              handlers.change?.forEach((handler) => handler({ empty: input.value === '' })),
            );
            setTimeout(() => handlers.ready?.forEach((handler) => handler({})), 0);
          },
          on(event: string, handler: Handler) {
            (handlers[event] ??= []).push(handler);
          },
          destroy() {
            input.remove();
          },
          value: () => input.value,
        };
      },
    }),
    createPaymentMethod: async ({ card }: { card: { value(): string } }) =>
      card.value().replace(/\s/g, '').endsWith('0002')
        ? { error: { message: 'Your card was declined.' } }
        : { paymentMethod: { id: 'pm_story_card' } },
  });
}

/** Billing info and address (owners): a declined card shows Stripe's words; a good one posts only its id. */
export const Billing: Story = {
  render: (args) => {
    installStripeStandIn();
    return (
      <BillingForm
        {...args}
        billing={{ publishableKey: 'pk_test_story', jsUrl: 'https://js.stripe.com/v3', hasCard: false }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByLabelText('Card number');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled());
    await userEvent.type(canvas.getByLabelText('Cardholder name'), 'Maya Patel');
    await userEvent.type(card, '4000 0000 0000 0002');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByText('Your card was declined.')).toBeVisible();
    await expect(window.__submissions ?? []).toHaveLength(0);

    await userEvent.clear(card);
    await userEvent.type(card, '4242 4242 4242 4242');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      fields: { intent: 'address', token: 'pm_story_card', cardholderName: 'Maya Patel' },
    });
    await expect(JSON.stringify(window.__submissions![0])).not.toContain('4242');
  },
};
