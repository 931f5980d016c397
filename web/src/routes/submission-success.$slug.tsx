import { createFileRoute } from '@tanstack/react-router';
import { SubmissionSuccessPage } from '../features/contact-submission/SubmissionSuccessPage';

export const Route = createFileRoute('/submission-success/$slug')({
  component: function SubmissionSuccessRoute() {
    return <SubmissionSuccessPage slug={Route.useParams().slug} />;
  },
});
