import { advanceStepOf, type LoadRequests } from './load-plan.js';

/** What Chromium sends with every request over HTTP. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** One HTTP request of a load run, as the load process sends it. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Request `index` (from 0) of a run: built when it is sent, from its index alone. */
export function requestAt(requests: LoadRequests, index: number): LoadRequest {
  switch (requests.kind) {
    case 'advanceStatus': {
      const { prospect, status } = advanceStepOf(requests.firstIndex + index, requests.prospectIds.length);
      return {
        method: 'POST',
        path: `/api/prospects/${requests.prospectIds[prospect]}/status-updates`,
        headers: { ...requests.operator, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      };
    }
    case 'submitContacts': {
      const submission = requests.firstIndex + index;
      const networker = requests.networkers[submission % requests.networkers.length]!;
      return {
        method: 'POST',
        path: `/api/prospect-submissions/${networker.invitationId}`,
        headers: { ...networker.session, 'content-type': 'application/json' },
        body: JSON.stringify({
          manualContacts: Array.from({ length: requests.contactsPerRequest }, (_, contact) => ({
            name: `Contact ${submission}-${contact}`,
            company: `Company ${submission}`,
          })),
        }),
      };
    }
    case 'get':
      // As a browser asks: the app sends kept answers gzipped to clients that take gzip.
      return {
        method: 'GET',
        path: requests.path,
        headers: { ...requests.session, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      };
  }
}
