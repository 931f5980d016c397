// The load generator's own process (forked by load-generator.ts), so its work never shares the
// bench's event loop; it receives one LoadPlan, runs autocannon, and sends back a LoadResult.
import autocannon from 'autocannon';
import { advanceStepOf, type LoadPlan, type LoadRequests, type LoadResult } from './load-plan.js';

type Request = autocannon.Request;

function requestMaker(requests: LoadRequests): { make: (request: Request) => Request; sent: () => number } {
  let issued = 0;
  const next = (): number => issued++;
  switch (requests.kind) {
    case 'advanceStatus':
      return {
        sent: () => issued,
        make: (request) => {
          const { prospect, status } = advanceStepOf(
            requests.firstIndex + next(),
            requests.prospectIds.length,
          );
          return {
            ...request,
            method: 'POST',
            path: `/api/prospects/${requests.prospectIds[prospect]}/status-updates`,
            headers: { ...requests.operator, 'content-type': 'application/json' },
            body: JSON.stringify({ status }),
          };
        },
      };
    case 'submitContacts':
      return {
        sent: () => issued,
        make: (request) => {
          const index = requests.firstIndex + next();
          const networker = requests.networkers[index % requests.networkers.length]!;
          return {
            ...request,
            method: 'POST',
            path: `/api/prospect-submissions/${networker.invitationId}`,
            headers: { ...networker.session, 'content-type': 'application/json' },
            body: JSON.stringify({
              manualContacts: Array.from({ length: requests.contactsPerRequest }, (_, contact) => ({
                name: `Contact ${index}-${contact}`,
                company: `Company ${index}`,
              })),
            }),
          };
        },
      };
    case 'get':
      return {
        sent: () => issued,
        make: (request) => {
          next();
          return { ...request, method: 'GET', path: requests.path, headers: requests.session };
        },
      };
  }
}

async function runPlan(plan: LoadPlan): Promise<LoadResult> {
  const maker = requestMaker(plan.requests);
  const result = await autocannon({
    url: plan.url,
    connections: plan.connections,
    duration: plan.seconds,
    ...(plan.rate ? { overallRate: plan.rate } : {}),
    requests: [{ setupRequest: maker.make }],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stats.count ?? 0;
  // autocannon's percentiles cover answered requests only: when none came back within the run, every
  // request sent waited at least the run's length, which is the honest lower bound (not 0 ms).
  const answered = result['2xx'] + result.non2xx;
  const unansweredBound = plan.seconds * 1000;
  return {
    sent: maker.sent(),
    answered,
    okPerSecond: result['2xx'] / result.duration,
    p50Ms: answered === 0 ? unansweredBound : result.latency.p50,
    p99Ms: answered === 0 ? unansweredBound : result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    statusCodes,
  };
}

process.once('message', (plan: LoadPlan) => {
  runPlan(plan).then(
    (result) => process.send!({ result }, () => process.exit(0)),
    (error: unknown) => process.send!({ error: String(error) }, () => process.exit(1)),
  );
});
