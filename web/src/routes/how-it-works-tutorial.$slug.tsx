import { createFileRoute } from '@tanstack/react-router';
import { HowItWorksTutorialPage } from '../features/tutorials/HowItWorksTutorialPage';
import { readTutorialSearch } from '../features/tutorials/tutorialSearch';

/** The six-step tutorial; the step lives in `?step=` so reload and Back keep it. */
export const Route = createFileRoute('/how-it-works-tutorial/$slug')({
  validateSearch: readTutorialSearch,
  component: function HowItWorksTutorialRoute() {
    const { slug } = Route.useParams();
    const { step } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <HowItWorksTutorialPage
        slug={slug}
        step={step}
        onStep={(next) => void navigate({ search: { step: next } })}
      />
    );
  },
});
