import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { ButtonLink } from '../../ui/ButtonLink';

/** The way to a prospect's full audit history, for either party. */
export function HistoryLink({ prospectId, prospectName }: { prospectId: string; prospectName: string }) {
  return (
    <ButtonLink
      to="/prospects/$prospectId/history"
      params={{ prospectId }}
      icon={<HistoryOutlined />}
      aria-label={`Full history of ${prospectName}`}
    >
      Full history
    </ButtonLink>
  );
}
