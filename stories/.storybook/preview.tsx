import type { Preview } from '@storybook/react-vite';
import '@tele/remix-app/styles/tokens.css';
import '@tele/remix-app/styles/base.css';
import { withRouter } from '../support/router-decorator.tsx';

const preview: Preview = {
  decorators: [withRouter],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
