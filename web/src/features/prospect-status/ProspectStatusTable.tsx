import DownOutlined from '@ant-design/icons/DownOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import {
  type NetworkerProspect,
  type NetworkerProspectRow,
  PROSPECT_STATUS_LABELS,
  shortRelativeTime,
  statusDotColour,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Table, { type ColumnsType } from 'antd/es/table';
import { type HTMLAttributes, useState } from 'react';
import { LinkedInLink } from '../../ui/LinkedInLink';
import { useNow } from '../../ui/useNow';
import { titleAtCompany } from '../../ui/titleAtCompany';
import hidden from '../../ui/visuallyHidden.module.css';
import dotStyles from '../invitations/StatusDots.module.css';
import { ProspectPipelineControls } from '../invitations/ProspectPipelineControls';
import { ContactIdentity } from '../networker-contacts/ContactIdentity';
import { ProspectDetails } from './ProspectDetails';
import { StatusUpdateDialog } from './StatusUpdateDialog';
import styles from './ProspectStatusTable.module.css';

/** The fixed columns plus a contact column that still reads well; narrower, the table scrolls in its card. */
const TABLE_MIN_WIDTH = 840;

const CAPTION = 'Your networkers’ contacts, most recently changed first';

const ABSOLUTE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** The table with a caption for screen readers (antd's Table has no caption of its own). */
function CaptionedTable({ children, ...props }: HTMLAttributes<HTMLTableElement>) {
  return (
    <table {...props}>
      <caption className={hidden.srOnly}>{CAPTION}</caption>
      {children}
    </table>
  );
}

const missing = (
  <span className={styles.missing}>
    <span aria-hidden="true">—</span>
    <span className={hidden.srOnly}>Not given</span>
  </span>
);

/**
 * The operator's Prospect Status on a desktop: one dense row per contact (who, company, LinkedIn,
 * networker, status, last change, next action), most recently changed first (the server's order, page
 * after page); a row opens to everything written about the contact and its history.
 */
export function ProspectStatusTable({ rows }: { rows: NetworkerProspectRow[] }) {
  const now = useNow();
  const [updating, setUpdating] = useState<NetworkerProspect | null>(null);
  const columns: ColumnsType<NetworkerProspectRow> = [
    {
      key: 'contact',
      title: 'Contact',
      render: (_, prospect) => <ContactIdentity contact={prospect} compact showNotes />,
    },
    {
      key: 'company',
      title: 'Company',
      width: 96,
      render: (_, prospect) => prospect.prospectCompany ?? missing,
    },
    {
      key: 'linkedin',
      title: 'LinkedIn',
      width: 80,
      render: (_, prospect) =>
        prospect.prospectLinkedinUrl ? (
          <LinkedInLink url={prospect.prospectLinkedinUrl} name={prospect.prospectName} short />
        ) : (
          missing
        ),
    },
    {
      key: 'networker',
      title: 'Networker',
      width: 96,
      render: (_, { networker }) => (
        <span title={titleAtCompany(networker.networkerTitle, networker.networkerCompany)}>
          {networker.networkerName || 'A networker'}
        </span>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      width: 124,
      render: (_, prospect) =>
        prospect.status ? (
          <span className={styles.status}>
            <span
              className={`${dotStyles.dot} ${dotStyles[statusDotColour(prospect.status)]}`}
              aria-hidden="true"
            />
            {PROSPECT_STATUS_LABELS[prospect.status]}
          </span>
        ) : null,
    },
    {
      key: 'updatedAt',
      title: 'Last change',
      width: 76,
      render: (_, prospect) => {
        const at = new Date(prospect.updatedAt);
        return (
          <time dateTime={prospect.updatedAt} title={ABSOLUTE.format(at)}>
            {shortRelativeTime(at, now, (date) => SHORT_DATE.format(date))}
          </time>
        );
      },
    },
    {
      key: 'next',
      title: 'Next action',
      width: 196,
      className: styles.next,
      render: (_, prospect) =>
        prospect.status ? (
          <div className={styles.actions}>
            <ProspectPipelineControls
              prospect={{ ...prospect, invitationId: prospect.networker.invitationId }}
              status={prospect.status}
            />
            {prospect.status !== 'rejected' ? (
              <Button
                type="link"
                className={styles.addUpdate}
                onClick={() => setUpdating(prospect)}
                aria-label={`Add Status Update for ${prospect.prospectName}`}
              >
                Add update
              </Button>
            ) : null}
          </div>
        ) : null,
    },
  ];
  return (
    <>
      {/* Small controls: a desktop row is read with a mouse; phones get the cards and 44 px targets. */}
      <ConfigProvider componentSize="small">
        <Table<NetworkerProspectRow>
          className={styles.table}
          size="small"
          rowKey={(row) => row.id}
          columns={columns}
          dataSource={rows}
          pagination={false}
          tableLayout="fixed"
          scroll={{ x: TABLE_MIN_WIDTH }}
          components={{ table: CaptionedTable }}
          onRow={(row) =>
            ({
              'data-target-id': row.id,
              'aria-label': row.prospectName,
            }) as HTMLAttributes<HTMLElement>
          }
          expandable={{
            columnWidth: 36,
            expandedRowRender: (row) => <ProspectDetails prospect={row} networker={row.networker} />,
            expandIcon: ({ expanded, onExpand, record }) => (
              <Button
                type="text"
                aria-expanded={expanded}
                aria-label={`${expanded ? 'Hide' : 'Show'} the details of ${record.prospectName}`}
                icon={expanded ? <DownOutlined /> : <RightOutlined />}
                onClick={(event) => onExpand(record, event)}
              />
            ),
          }}
        />
      </ConfigProvider>
      {updating?.status ? (
        <StatusUpdateDialog
          prospectId={updating.id}
          prospectName={updating.prospectName}
          status={updating.status}
          onClose={() => setUpdating(null)}
        />
      ) : null}
    </>
  );
}
