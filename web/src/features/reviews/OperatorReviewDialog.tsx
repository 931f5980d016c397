import {
  RATING_LABELS,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX_LENGTH,
  type SubmitReviewRequest,
} from '@referrals/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Rate from 'antd/es/rate';
import { useSubmitReview } from './useSubmitReview';

const RATING_TOOLTIPS = [1, 2, 3, 4, 5].map((stars) => RATING_LABELS[stars]!);

interface ReviewForm {
  rating?: number;
  comment?: string;
}

/** The operator rates the networker behind a prospect whose meeting was held; the comment is optional. */
export function OperatorReviewDialog({
  prospectId,
  prospectName,
  onClose,
}: {
  prospectId: string;
  prospectName: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ReviewForm>();
  const submit = useSubmitReview();
  const send = ({ rating, comment }: ReviewForm) => {
    const request: SubmitReviewRequest = {
      submissionId: prospectId,
      rating: rating!,
      comment: comment?.trim() || null,
    };
    submit.mutate(request, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      title={`Review the introduction of ${prospectName}`}
      okText="Submit Review"
      confirmLoading={submit.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ReviewForm> form={form} layout="vertical" onFinish={send}>
        <Form.Item
          name="rating"
          label="Rating"
          rules={[{ required: true, type: 'number', min: 1, message: REVIEW_MESSAGES.ratingRequired }]}
        >
          <Rate tooltips={RATING_TOOLTIPS} style={{ fontSize: 28 }} />
        </Form.Item>
        <Form.Item name="comment" label="Comment (optional)">
          <Input.TextArea
            maxLength={REVIEW_TEXT_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
