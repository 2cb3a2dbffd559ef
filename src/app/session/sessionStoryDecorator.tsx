import type { Decorator } from '@storybook/react-vite';
import type { SessionUser } from '../../../contract';
import { SessionViewProvider, signedOutView } from './sessionView';

/**
 * Stories of sections that read the session: signed out, or signed in with the story's `nationality`
 * parameter (so that a story can show, say, the yen and shifted rounds of a Japanese user).
 */
export const withSessionOfNationality: Decorator = (Story, { parameters }) => (
  <SessionViewProvider
    value={
      parameters.nationality
        ? {
            status: 'signedIn',
            user: { uuid: 'story', nationality: parameters.nationality } as SessionUser,
          }
        : signedOutView
    }
  >
    <Story />
  </SessionViewProvider>
);
