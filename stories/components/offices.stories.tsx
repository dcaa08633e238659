import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OfficeModal } from '@tele/remix-app/features/practice/office-modal.tsx';
import { NO_OFFICES_MESSAGE, OfficesList } from '@tele/remix-app/features/practice/offices-list.tsx';
import type { Office } from '@tele/remix-app/features/practice/offices.ts';

const offices: Office[] = [
  {
    id: '65a1b2c3d4e5f60718293c01',
    name: 'Harbor Light',
    phone: '2055550134',
    address1: '12 Main Street',
    address2: 'Suite 4',
    city: 'Birmingham',
    stateProvince: 'Alabama',
    zipCode: '35203',
    country: 'US',
  },
  {
    id: '65a1b2c3d4e5f60718293c02',
    name: 'Lyon Annex',
    phone: null,
    address1: '1 Rue Haute',
    address2: null,
    city: 'Lyon',
    stateProvince: null,
    zipCode: '69001',
    country: 'FR',
  },
];

const hrefFor = {
  edit: (id: string) => `/practice-offices?edit=${id}`,
  remove: (id: string) => `/practice-offices?delete=${id}`,
};

const meta = {
  title: 'Practice/Offices',
  component: OfficesList,
  parameters: { layout: 'padded', route: { path: '/practice-offices' } },
  args: { offices, hrefFor },
} satisfies Meta<typeof OfficesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An owner's view: each office's address on one line, its phone with dashes, Edit and Delete by name. */
export const AsAnOwner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Office',
      'Address',
      'Country',
      'Phone',
      'Action',
    ]);
    const [, harbor, lyon] = canvas.getAllByRole('row');
    await expect(harbor).toHaveTextContent(
      'Harbor Light12 Main Street, Suite 4, Birmingham, Alabama 35203US205-555-0134',
    );
    await expect(lyon).toHaveTextContent('Lyon Annex1 Rue Haute, Lyon, 69001FR');
    await expect(canvas.getByRole('link', { name: 'Edit Harbor Light' })).toHaveAttribute(
      'href',
      '/practice-offices?edit=65a1b2c3d4e5f60718293c01',
    );
    await expect(canvas.getByRole('link', { name: 'Delete Lyon Annex' })).toHaveAttribute(
      'href',
      '/practice-offices?delete=65a1b2c3d4e5f60718293c02',
    );
  },
};

/** A provider reads the offices and has nothing to act on. */
export const AsAProvider: Story = {
  args: { hrefFor: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Action' })).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

export const Empty: Story = {
  args: { offices: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(NO_OFFICES_MESSAGE);
  },
};

/**
 * Add Office: the name first, a US state from the list (Alabama by default), the zip checked against the country
 * before anything is sent.
 */
export const AddOffice: Story = {
  render: () => <OfficeModal cancelHref="/practice-offices" action="/practice-offices?add=1" />,
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Add Office' }));
    await expect(dialog.getByLabelText('Office name')).toHaveFocus();
    await expect(dialog.getByLabelText('Country')).toHaveValue('US');
    await expect(dialog.getByLabelText('State/Province/Region')).toHaveValue('Alabama');

    await userEvent.type(dialog.getByLabelText('Office name'), 'Harbor Light');
    await userEvent.type(dialog.getByLabelText('Address line 1'), '12 Main Street');
    await userEvent.type(dialog.getByLabelText('City'), 'Birmingham');
    await userEvent.type(dialog.getByLabelText('ZIP/Postal code'), '3520');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Office' }));
    await expect(await dialog.findByText('Please input a valid zip code.')).toBeVisible();
    await expect(window.__submissions).toHaveLength(0);

    await userEvent.type(dialog.getByLabelText('ZIP/Postal code'), '3');
    await userEvent.type(dialog.getByLabelText('Phone'), '(205) 555-0134');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Office' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      fields: {
        intent: 'add',
        name: 'Harbor Light',
        address1: '12 Main Street',
        city: 'Birmingham',
        stateProvince: 'Alabama',
        zipCode: '35203',
        country: 'US',
        phone: '(205) 555-0134',
      },
    });
  },
};

/** Edit Office starts from the office as kept and posts its id. */
export const EditOffice: Story = {
  render: () => (
    <OfficeModal
      office={offices[1]}
      cancelHref="/practice-offices"
      action="/practice-offices?edit=65a1b2c3d4e5f60718293c02"
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(within(canvasElement).getByRole('dialog', { name: 'Edit Office' }));
    await expect(dialog.getByLabelText('Office name')).toHaveValue('Lyon Annex');
    await expect(dialog.getByLabelText('Country')).toHaveValue('FR');
    // Outside the US the state is typed.
    await expect(dialog.getByLabelText('State/Province/Region').tagName).toBe('INPUT');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Office' }));
    await waitFor(() => expect(window.__submissions).toHaveLength(1));
    await expect(window.__submissions![0]).toMatchObject({
      fields: {
        intent: 'edit',
        id: '65a1b2c3d4e5f60718293c02',
        name: 'Lyon Annex',
        zipCode: '69001',
        country: 'FR',
      },
    });
  },
};

/** The API's refusal shows at the top of the modal. */
export const AddOfficeRefused: Story = {
  render: () => (
    <OfficeModal
      cancelHref="/practice-offices"
      action="/practice-offices?add=1"
      lastResult={{ status: 'error', error: { '': ['A practice can keep at most 50 offices.'] } }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'A practice can keep at most 50 offices.',
    );
  },
};
