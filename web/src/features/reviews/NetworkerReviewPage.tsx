import StarOutlined from '@ant-design/icons/StarOutlined';
import {
  type NetworkerReviewData,
  type NetworkerReviewRequest,
  PRODUCT_NAME,
  RATING_LABELS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_LENGTH,
} from '@referrals/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Rate from 'antd/es/rate';
import Skeleton from 'antd/es/skeleton';
import { type FormEvent, useState } from 'react';
import { api, routeQuery } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { CenteredPage } from '../../ui/CenteredPage';
import { MessageScreen } from '../../ui/MessageScreen';
import { showToast } from '../../ui/showToast';
import { titleAtCompany } from '../../ui/titleAtCompany';
import { usePageTitle } from '../../ui/usePageTitle';
import styles from './Reviews.module.css';

const RATING_TOOLTIPS = [1, 2, 3, 4, 5].map((stars) => RATING_LABELS[stars]!);

/** /review/{invitationUuid}: the networker rates the operator of a contact whose meeting was held. */
export function NetworkerReviewPage({
  invitationUuid,
  prospectId,
}: {
  invitationUuid: string;
  prospectId: string | undefined;
}) {
  usePageTitle(`Leave a Review · ${PRODUCT_NAME}`);
  const data = useQuery({
    ...routeQuery('GET /api/networker/review-data/:uuid', {
      params: { uuid: invitationUuid },
      query: { prospectId: prospectId || undefined },
      key: [prospectId ?? null],
    }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
  if (data.isPending) {
    return (
      <CenteredPage>
        <Skeleton active avatar paragraph={{ rows: 5 }} />
      </CenteredPage>
    );
  }
  if (data.isError) {
    const gone = data.error instanceof ApiError && data.error.status === 404;
    return (
      <MessageScreen
        icon={<StarOutlined />}
        tone={gone ? 'brand' : 'danger'}
        heading={gone ? 'Nothing to review' : 'Something went wrong'}
        text={
          gone ? REVIEW_MESSAGES.notFoundOrSubmitted : 'The review could not be loaded. Please try again.'
        }
        homeLabel="Back to Dashboard"
        homeTo="/dashboard"
      />
    );
  }
  return <ReviewForm invitationUuid={invitationUuid} data={data.data} />;
}

function ReviewForm({ invitationUuid, data }: { invitationUuid: string; data: NetworkerReviewData }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const leave = useLeavePage();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: (body: NetworkerReviewRequest) => api('POST /api/networker/submit-review', { body }),
    onSuccess: async () => {
      showToast({
        kind: 'success',
        title: REVIEW_MESSAGES.networkerSubmittedTitle,
        description: REVIEW_MESSAGES.networkerSubmitted,
      });
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).includes('review'),
      });
      leave();
    },
    onError: (error) =>
      showToast({
        kind: 'error',
        title: REVIEW_MESSAGES.networkerFailedTitle,
        description: error instanceof ApiError ? error.userMessage : REVIEW_MESSAGES.networkerFailed,
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === 0) {
      showToast({
        kind: 'error',
        title: REVIEW_MESSAGES.networkerRatingRequiredTitle,
        description: REVIEW_MESSAGES.networkerRatingRequired,
      });
      return;
    }
    if (text.trim() === '') {
      showToast({
        kind: 'error',
        title: REVIEW_MESSAGES.reviewTextRequiredTitle,
        description: REVIEW_MESSAGES.reviewTextRequired,
      });
      return;
    }
    submit.mutate({ rating, reviewText: text.trim(), invitationUuid, prospectId: data.prospectId });
  };

  const operator = data.operatorInfo;
  const role = titleAtCompany(operator.title, operator.company);
  return (
    <CenteredPage>
      <form className={styles.card} onSubmit={onSubmit} aria-labelledby="review-title" noValidate>
        <h1 id="review-title" className={styles.title}>
          Leave a Review
        </h1>
        <div className={styles.operator}>
          <Avatar size={56} src={operator.profileImageUrl ?? undefined} alt="">
            {operator.name.charAt(0)}
          </Avatar>
          <div>
            <strong>{operator.name}</strong>
            {role ? <p className={styles.muted}>{role}</p> : null}
          </div>
        </div>
        <p className={styles.muted}>
          How was working with {operator.name.split(/\s+/)[0]} on {data.prospectName}
          {data.prospectCompany ? ` (${data.prospectCompany})` : ''}?
        </p>
        <fieldset className={styles.rating}>
          <legend className={styles.label}>Your rating</legend>
          <Rate value={rating} onChange={setRating} tooltips={RATING_TOOLTIPS} className={styles.stars} />
          <span className={styles.ratingLabel} aria-live="polite">
            {rating > 0 ? RATING_LABELS[rating] : 'Select a rating'}
          </span>
        </fieldset>
        <label className={styles.label} htmlFor="review-text">
          Your review
        </label>
        <Input.TextArea
          id="review-text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 4, maxRows: 10 }}
          placeholder="What went well, and what could be better?"
        />
        <div className={styles.actions}>
          <Button onClick={leave} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={submit.isPending}>
            Submit Review
          </Button>
        </div>
      </form>
    </CenteredPage>
  );
}

/** Spec: the review window closes after submit or cancel; opened in this tab, it returns to the contacts. */
function useLeavePage() {
  const navigate = useNavigate();
  return () => {
    if (window.opener) window.close();
    else void navigate({ to: '/dashboard', search: { tab: 'contacts' } });
  };
}
