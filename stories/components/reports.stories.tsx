import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionsChart } from '@tele/remix-app/features/reports/sessions-chart.tsx';

const meta = {
  title: 'Reports/Number of Sessions',
  component: SessionsChart,
  parameters: { layout: 'padded' },
  args: { month: 'November 2026', sessionsByDay: [0, 2, 1, 0, 4, ...Array.from({ length: 25 }, () => 0)] },
} satisfies Meta<typeof SessionsChart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A bar a day; the tallest fills the height; each day is read with its count. */
export const ThisMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(
      'Number of Sessions, November 2026: 7',
    );
    const days = canvas.getAllByRole('listitem');
    await expect(days).toHaveLength(30);
    await expect(days[4]).toHaveTextContent('Day 5: 4 sessions');
    await expect(days[2]).toHaveTextContent('Day 3: 1 session');
    await expect((days[4]!.querySelector('[aria-hidden="true"]') as HTMLElement).style.height).toBe('100%');
  },
};
