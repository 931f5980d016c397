import { createFileRoute, redirect } from '@tanstack/react-router';

/** A registration entry without a step: the invitation's own page, where joining starts (ADR 0010). */
export const Route = createFileRoute('/networker-registration/$slug/')({
  beforeLoad: ({ params }) => {
    redirect({
      to: '/networker_invitation_page/$uuid',
      params: { uuid: params.slug },
      replace: true,
      throw: true,
    });
  },
});
