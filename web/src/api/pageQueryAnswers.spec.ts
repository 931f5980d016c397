import { describe, expect, it } from '@jest/globals';
import type { PageQueryAnswer } from '@referrals/contracts';
import { createQueryClient } from './createQueryClient';
import { seedPageQueryAnswers, seedQueryAnswers } from './pageQueryAnswers';

const ANSWERS: PageQueryAnswer[] = [
  { queryKey: ['/api/invitations/uuid/dana'], answer: { id: 'i-1' } },
  { queryKey: ['/api/prospects/invitation/i-1'], answer: [], asAnyone: true },
];

/** A page holding the answers as the API writes them (PAGE_QUERY_ANSWERS_ELEMENT_ID). */
const pageWith = (answers: readonly PageQueryAnswer[]) =>
  ({ getElementById: () => ({ textContent: JSON.stringify(answers) }) }) as unknown as Document;

describe('the answers sent with a page', () => {
  it('are answered queries on the server, none of them to be asked again there', () => {
    const queryClient = createQueryClient();
    seedQueryAnswers(queryClient, ANSWERS);
    for (const { queryKey, answer } of ANSWERS) {
      expect(queryClient.getQueryData(queryKey)).toEqual(answer);
      expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
    }
    queryClient.clear(); // and its garbage-collection timers
  });

  it("in the browser, render at once; one given as anyone sees it is asked again for the viewer's own", () => {
    const queryClient = createQueryClient();
    seedPageQueryAnswers(queryClient, pageWith(ANSWERS));
    expect(queryClient.getQueryData(['/api/invitations/uuid/dana'])).toEqual({ id: 'i-1' });
    expect(queryClient.getQueryState(['/api/invitations/uuid/dana'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryData(['/api/prospects/invitation/i-1'])).toEqual([]);
    expect(queryClient.getQueryState(['/api/prospects/invitation/i-1'])?.isInvalidated).toBe(true);
    queryClient.clear();
  });
});
