import { createFileRoute } from '@tanstack/react-router';
import { NetworkerInfoPage } from '../features/tutorials/NetworkerInfoPage';

/** What a networker does, how bounties work and the double opt-in flow. */
export const Route = createFileRoute('/networker-info')({
  component: NetworkerInfoPage,
});
