import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ActivityItem,
  type EligibleReviewItem,
  type EventStore,
  type NetworkerContact,
  type NetworkerReviewData,
  PROSPECT_MESSAGES,
  REVIEW_MESSAGES,
  revieweeTypeMismatchMessage,
  type PublicInvitationAnswer,
  type ReviewAverageAnswer,
  type ReviewListItem,
  type ReviewStatusAnswer,
  reviewStream,
  type ReviewSubmittedAnswer,
  type ReviewSubmittedData,
} from '@referrals/contracts';
import { rebuildProjector, reviewsProjector } from '@referrals/projections';
import pg from 'pg';
import request from 'supertest';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket, invalidationAt } from '../support/live-socket.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { operatorReadyToInvite } from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const messageOf = (response: { body: unknown }): string => (response.body as { message: string }).message;

describe('reviews between an operator and a networker', () => {
  let app: TestApp;
  let olivia: RegisteredUser;

  beforeAll(async () => {
    app = await startTestApp({ label: 'reviews' });
    olivia = await operatorReadyToInvite(app, 'Olivia Operator');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A networker of Olivia's (or another operator's) whose listed contacts reached these statuses. */
  async function networkerWith(
    statuses: Record<string, 'meeting_held' | 'review_completed' | 'meeting_scheduled' | 'submitted'>,
    options: { operator?: RegisteredUser; fullName?: string } = {},
  ) {
    const operator = options.operator ?? olivia;
    const networker = await networkerWithContacts(app, operator, Object.keys(statuses), undefined, {
      fullName: options.fullName ?? 'Nora Networker',
    });
    for (const [name, status] of Object.entries(statuses))
      if (status !== 'submitted') await moveProspectTo(app, operator, networker.contacts[name]!, status);
    return networker;
  }

  const review = (session: TestSession, body: object) =>
    request(app.url).post('/api/reviews').set(session.headers).send(body);
  const networkerReview = (session: TestSession, body: object) =>
    request(app.url).post('/api/networker/submit-review').set(session.headers).send(body);
  const reviewData = (session: TestSession, invitationUuid: string, query = '') =>
    request(app.url).get(`/api/networker/review-data/${invitationUuid}${query}`).set(session.headers);
  const read = async <Answer>(session: TestSession, path: string): Promise<Answer> =>
    (await request(app.url).get(path).set(session.headers).expect(200)).body as Answer;
  const statusOf = (session: TestSession, prospectId: string) =>
    read<ReviewStatusAnswer>(session, `/api/reviews/submission/${prospectId}/status`);
  const store = () => app.running.app.get<EventStore>(EVENT_STORE);
  async function eventsOf(streamName: string) {
    const events = [];
    for await (const event of store().readStream(streamName)) events.push(event);
    return events;
  }

  describe('the operator’s review of the networker', () => {
    it('opens once the meeting was held, records one review, and each side reads it from its end', async () => {
      const nora = await networkerWith({ 'Sam Seller': 'meeting_held' });
      const sam = nora.contacts['Sam Seller']!;
      expect(await read<EligibleReviewItem[]>(olivia.session, '/api/reviews/eligible')).toContainEqual({
        id: sam,
        prospectName: 'Sam Seller',
        networkerName: 'Nora Networker',
        operatorName: 'Olivia Operator',
        invitationUuid: nora.invitationId,
      });
      expect(await statusOf(olivia.session, sam)).toEqual({ hasReview: false, review: null });

      const answer = (
        await review(olivia.session, { submissionId: sam, rating: 4, comment: '  Great intro.  ' }).expect(
          201,
        )
      ).body as ReviewSubmittedAnswer;
      expect(answer).toMatchObject({ submissionId: sam, readModelsCaughtUp: true });

      expect(await statusOf(olivia.session, sam)).toEqual({
        hasReview: true,
        review: { rating: 4, comment: 'Great intro.' },
      });
      // The networker's side of the same prospect is still open.
      expect(await statusOf(nora.session, sam)).toEqual({ hasReview: false, review: null });
      const expected = {
        id: answer.id,
        submissionId: sam,
        rating: 4,
        comment: 'Great intro.',
        reviewerType: 'operator',
        revieweeType: 'networker',
        prospectName: 'Sam Seller',
      };
      const given = (await read<ReviewListItem[]>(olivia.session, '/api/reviews/given')).find(
        (item) => item.id === answer.id,
      );
      expect(given).toEqual({ ...expected, otherPartyName: 'Nora Networker', createdAt: given?.createdAt });
      expect(Date.parse(given!.createdAt)).not.toBeNaN();
      const received = await read<ReviewListItem[]>(nora.session, '/api/reviews/received');
      expect(received).toEqual([
        { ...expected, otherPartyName: 'Olivia Operator', createdAt: given!.createdAt },
      ]);
      expect(await read<ReviewAverageAnswer>(nora.session, '/api/reviews/average')).toEqual({
        averageRating: 4,
        totalReviews: 1,
      });
      expect(await read<ReviewListItem[]>(nora.session, '/api/reviews/given')).toEqual([]);
      expect(
        (await read<EligibleReviewItem[]>(olivia.session, '/api/reviews/eligible')).map((item) => item.id),
      ).not.toContain(sam);
      // The reviewee's Overview tab says who reviewed them; the reviewer's does not.
      const activity = (session: TestSession) => read<ActivityItem[]>(session, '/api/dashboard/activity');
      expect((await activity(nora.session))[0]).toEqual({
        id: answer.id,
        description: 'Olivia Operator reviewed you: 4 stars for Sam Seller',
        status: 'reviewed',
        timestamp: given!.createdAt,
      });
      expect((await activity(olivia.session)).some((item) => item.status === 'reviewed')).toBe(false);

      // One fact on the side's own review stream; the prospect's status is left as it was.
      const [event, ...more] = await eventsOf(reviewStream(sam, 'operator'));
      expect(more).toEqual([]);
      expect(event?.type).toBe('ReviewSubmitted');
      expect(event?.data).toEqual({
        reviewId: answer.id,
        prospectId: sam,
        invitationUuid: nora.invitationId,
        reviewerUserId: olivia.user.id,
        reviewerType: 'operator',
        revieweeUserId: nora.networkerUserId,
        revieweeType: 'networker',
        rating: 4,
        comment: 'Great intro.',
      } satisfies ReviewSubmittedData);
      const contacts = await read<NetworkerContact[]>(nora.session, '/api/networker/contacts-with-status');
      expect(contacts.find((contact) => contact.id === sam)?.status).toBe('meeting_held');
    });

    it('refuses a review before the meeting was held, and a second review by the same side', async () => {
      const nora = await networkerWith({ 'Tina Taker': 'meeting_scheduled', 'Ulla Unheld': 'submitted' });
      const tina = nora.contacts['Tina Taker']!;
      for (const prospectId of [tina, nora.contacts['Ulla Unheld']!]) {
        const early = await review(olivia.session, { submissionId: prospectId, rating: 5 }).expect(409);
        expect(messageOf(early)).toBe('Reviews open once the meeting has been held.');
      }
      expect(await eventsOf(reviewStream(tina, 'operator'))).toEqual([]);

      await moveProspectTo(app, olivia, tina, 'review_completed');
      await review(olivia.session, { submissionId: tina, rating: 5, comment: '   ' }).expect(201);
      expect(await statusOf(olivia.session, tina)).toEqual({
        hasReview: true,
        review: { rating: 5, comment: null },
      });
      const again = await review(olivia.session, { submissionId: tina, rating: 1 }).expect(409);
      expect(messageOf(again)).toBe(REVIEW_MESSAGES.alreadyReviewed);
      expect((await statusOf(olivia.session, tina)).review).toEqual({ rating: 5, comment: null });

      // The networker's review is the other side's, with its own stream.
      await review(nora.session, { submissionId: tina, rating: 3, revieweeType: 'operator' }).expect(201);
      await review(nora.session, { submissionId: tina, rating: 3 }).expect(409);
      expect(await statusOf(nora.session, tina)).toEqual({
        hasReview: true,
        review: { rating: 3, comment: null },
      });
    });

    it('records one of two reviews sent at the same moment and answers 409 to the other', async () => {
      const nora = await networkerWith({ 'Vic Twice': 'meeting_held' });
      const vic = nora.contacts['Vic Twice']!;
      const answers = await Promise.all([
        review(olivia.session, { submissionId: vic, rating: 2 }),
        review(olivia.session, { submissionId: vic, rating: 5 }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(messageOf(answers.find((answer) => answer.status === 409)!)).toBe(
        REVIEW_MESSAGES.alreadyReviewed,
      );
      expect(await eventsOf(reviewStream(vic, 'operator'))).toHaveLength(1);
      expect(await read<ReviewListItem[]>(nora.session, '/api/reviews/received')).toHaveLength(1);

      const fromNetworker = await Promise.all([
        networkerReview(nora.session, { rating: 4, reviewText: 'Kind.', invitationUuid: nora.invitationId }),
        networkerReview(nora.session, { rating: 4, reviewText: 'Kind!', invitationUuid: nora.invitationId }),
      ]);
      expect(fromNetworker.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await eventsOf(reviewStream(vic, 'networker'))).toHaveLength(1);
    });

    it('refuses bad input with the spec’s wording and records nothing', async () => {
      const nora = await networkerWith({ 'Wes Wording': 'meeting_held' });
      const wes = nora.contacts['Wes Wording']!;
      const refused = async (body: object) => messageOf(await review(olivia.session, body).expect(400));

      expect(await refused({ submissionId: wes })).toBe('Please select a star rating');
      expect(await refused({ submissionId: wes, rating: null })).toBe('Please select a star rating');
      for (const rating of [0, 6, 2.5, -1, '4', true])
        expect(await refused({ submissionId: wes, rating })).toBe(REVIEW_MESSAGES.ratingInvalid);
      expect(await refused({ submissionId: wes, rating: 4, comment: 'x'.repeat(501) })).toBe(
        REVIEW_MESSAGES.commentTooLong,
      );
      expect(await refused({ submissionId: wes, rating: 4, comment: 42 })).toBe(REVIEW_MESSAGES.textInvalid);
      expect(await refused({ submissionId: wes, rating: 4, stars: 5 })).toBe('Unknown field "stars"');
      expect(await refused({ rating: 4 })).toBe(REVIEW_MESSAGES.submissionIdInvalid);
      expect(await refused({ submissionId: 'sam', rating: 4 })).toBe(REVIEW_MESSAGES.submissionIdInvalid);
      expect(await refused({ submissionId: wes, rating: 4, revieweeType: 'boss' })).toBe(
        REVIEW_MESSAGES.revieweeTypeInvalid,
      );
      expect(await refused({ submissionId: wes, rating: 4, revieweeType: 'operator' })).toBe(
        revieweeTypeMismatchMessage('operator'),
      );

      const networkerRefused = async (body: object) =>
        messageOf(await networkerReview(nora.session, body).expect(400));
      const page = { invitationUuid: nora.invitationId };
      expect(await networkerRefused({ ...page, reviewText: 'Fine.' })).toBe(
        'Please select a star rating before submitting.',
      );
      expect(await networkerRefused({ ...page, rating: 6, reviewText: 'Fine.' })).toBe(
        REVIEW_MESSAGES.ratingInvalid,
      );
      for (const reviewText of [undefined, '', '  \n  '])
        expect(await networkerRefused({ ...page, rating: 4, reviewText })).toBe(
          'Please write a brief review before submitting.',
        );
      expect(await networkerRefused({ ...page, rating: 4, reviewText: 'x'.repeat(501) })).toBe(
        REVIEW_MESSAGES.reviewTextTooLong,
      );
      expect(await networkerRefused({ rating: 4, reviewText: 'Fine.' })).toBe(
        REVIEW_MESSAGES.invitationUuidInvalid,
      );
      expect(await networkerRefused({ ...page, rating: 4, reviewText: 'Fine.', prospectId: 'x' })).toBe(
        REVIEW_MESSAGES.prospectIdInvalid,
      );
      expect(await networkerRefused({ ...page, rating: 4, reviewText: 'Fine.', comment: 'Hi' })).toBe(
        'Unknown field "comment"',
      );
      await reviewData(nora.session, 'not-a-uuid').expect(400);
      await reviewData(nora.session, nora.invitationId, '?prospectId=x').expect(400);

      expect(await eventsOf(reviewStream(wes, 'operator'))).toEqual([]);
      expect(await eventsOf(reviewStream(wes, 'networker'))).toEqual([]);
      // At the limit, once trimmed, the text is taken.
      await networkerReview(nora.session, { ...page, rating: 4, reviewText: ` ${'x'.repeat(500)} ` }).expect(
        201,
      );
      await review(olivia.session, { submissionId: wes, rating: 4, comment: 'y'.repeat(500) }).expect(201);
    });
  });

  describe('the networker’s review page', () => {
    it('reviews the invitation’s operator about each met contact in turn, earliest first, then has nothing left', async () => {
      const nora = await networkerWith({
        'Early Bird': 'meeting_held',
        'Late Comer': 'review_completed',
        'Not Yet': 'meeting_scheduled',
      });
      const early = nora.contacts['Early Bird']!;
      const late = nora.contacts['Late Comer']!;
      const notYet = nora.contacts['Not Yet']!;
      const operatorInfo = {
        name: 'Olivia Operator',
        title: 'Head of Sales',
        company: 'Acme',
        profileImageUrl: null,
      };

      expect((await reviewData(nora.session, nora.invitationId).expect(200)).body).toEqual({
        operatorInfo,
        prospectId: early,
        prospectName: 'Early Bird',
        prospectCompany: 'Early Bird Co',
      } satisfies NetworkerReviewData);
      expect(
        (
          (await reviewData(nora.session, nora.invitationId, `?prospectId=${late}`).expect(200))
            .body as NetworkerReviewData
        ).prospectName,
      ).toBe('Late Comer');
      expect(
        messageOf(await reviewData(nora.session, nora.invitationId, `?prospectId=${notYet}`).expect(404)),
      ).toBe('Review not found or already submitted.');

      // What the page sends: its stars and text, for this invitation (and the prospect it showed).
      const fromPage = (rating: number, reviewText: string, prospectId?: string) =>
        networkerReview(nora.session, { rating, reviewText, invitationUuid: nora.invitationId, prospectId });
      const pageProspect = async () =>
        ((await reviewData(nora.session, nora.invitationId).expect(200)).body as NetworkerReviewData)
          .prospectId;

      const first = await fromPage(5, '  Very responsive.  ').expect(201);
      expect((first.body as ReviewSubmittedAnswer).submissionId).toBe(early);
      expect(await pageProspect()).toBe(late);
      expect(messageOf(await fromPage(3, 'Hm.', notYet).expect(409))).toBe(REVIEW_MESSAGES.meetingNotHeld);
      const second = await fromPage(4, 'Prepared and kind.').expect(201);
      expect((second.body as ReviewSubmittedAnswer).submissionId).toBe(late);

      expect(messageOf(await reviewData(nora.session, nora.invitationId).expect(404))).toBe(
        'Review not found or already submitted.',
      );
      expect(messageOf(await fromPage(4, 'Again.').expect(409))).toBe(REVIEW_MESSAGES.alreadyReviewed);
      expect(messageOf(await fromPage(4, 'Again.', early).expect(409))).toBe(REVIEW_MESSAGES.alreadyReviewed);

      const given = await read<ReviewListItem[]>(nora.session, '/api/reviews/given');
      expect(
        given.map((item) => [item.prospectName, item.rating, item.comment, item.otherPartyName]),
      ).toEqual([
        ['Late Comer', 4, 'Prepared and kind.', 'Olivia Operator'],
        ['Early Bird', 5, 'Very responsive.', 'Olivia Operator'],
      ]);
      expect(
        given.every((item) => item.reviewerType === 'networker' && item.revieweeType === 'operator'),
      ).toBe(true);
      expect(await read<EligibleReviewItem[]>(nora.session, '/api/reviews/eligible')).toEqual([]);
      // The operator's side of those prospects is still open.
      expect(
        (await read<EligibleReviewItem[]>(olivia.session, '/api/reviews/eligible')).map((item) => item.id),
      ).toEqual(expect.arrayContaining([early, late]));
    });
  });

  describe('what each side reads', () => {
    it('lists received reviews newest first and averages them to one decimal, per active role', async () => {
      const otto = await operatorReadyToInvite(app, 'Otto Averaged');
      const first = await networkerWith(
        { 'Avery One': 'meeting_held' },
        { operator: otto, fullName: 'Fay First' },
      );
      const second = await networkerWith(
        { 'Avery Two': 'meeting_held', 'Avery Three': 'meeting_held' },
        { operator: otto, fullName: 'Sid Second' },
      );
      expect(await read<ReviewAverageAnswer>(otto.session, '/api/reviews/average')).toEqual({
        averageRating: 0,
        totalReviews: 0,
      });
      const send = (networker: typeof first, prospect: string, rating: number) =>
        networkerReview(networker.session, {
          rating,
          reviewText: `${rating} stars`,
          invitationUuid: networker.invitationId,
          prospectId: networker.contacts[prospect],
        }).expect(201);
      await send(first, 'Avery One', 5);
      await send(second, 'Avery Two', 4);
      await send(second, 'Avery Three', 5);

      expect(await read<ReviewAverageAnswer>(otto.session, '/api/reviews/average')).toEqual({
        averageRating: 4.7,
        totalReviews: 3,
      });
      // The same reputation shows on each of Otto's public invitation pages, to visitors too.
      const page = await request(app.url).get(`/api/invitations/uuid/${first.invitationId}`).expect(200);
      expect((page.body as PublicInvitationAnswer).operatorReputation).toEqual({
        averageRating: 4.7,
        totalReviews: 3,
      });
      const received = await read<ReviewListItem[]>(otto.session, '/api/reviews/received');
      expect(received.map((item) => [item.prospectName, item.otherPartyName, item.rating])).toEqual([
        ['Avery Three', 'Sid Second', 5],
        ['Avery Two', 'Sid Second', 4],
        ['Avery One', 'Fay First', 5],
      ]);
      // Acting as a networker, the same account has received nothing.
      await request(app.url)
        .post('/api/user-roles')
        .set(otto.session.headers)
        .send({ userId: otto.user.id, role: 'networker' })
        .expect(201);
      await request(app.url)
        .post('/api/user-roles/switch')
        .set(otto.session.headers)
        .send({ role: 'networker' })
        .expect(200);
      expect(await read<ReviewAverageAnswer>(otto.session, '/api/reviews/average')).toEqual({
        averageRating: 0,
        totalReviews: 0,
      });
      expect(await read<ReviewListItem[]>(otto.session, '/api/reviews/received')).toEqual([]);
    });
  });

  describe('who may do what', () => {
    it('refuses other operators, other networkers and visitors, and shows them nothing', async () => {
      const nora = await networkerWith({ 'Xena Private': 'meeting_held' });
      const xena = nora.contacts['Xena Private']!;
      await review(olivia.session, { submissionId: xena, rating: 4, comment: 'Private.' }).expect(201);

      const oscar = await operatorReadyToInvite(app, 'Oscar Other');
      expect(messageOf(await review(oscar.session, { submissionId: xena, rating: 1 }).expect(404))).toBe(
        PROSPECT_MESSAGES.notFound,
      );
      await request(app.url)
        .get(`/api/reviews/submission/${xena}/status`)
        .set(oscar.session.headers)
        .expect(404);
      for (const list of ['received', 'given', 'eligible'])
        expect(await read<unknown[]>(oscar.session, `/api/reviews/${list}`)).toEqual([]);

      // A networker of Olivia's on another invitation: neither the prospect nor the invitation is theirs.
      const stranger = await networkerWith(
        { 'Yuri Stranger': 'meeting_held' },
        { fullName: 'Sven Stranger' },
      );
      await review(stranger.session, { submissionId: xena, rating: 1 }).expect(404);
      await request(app.url)
        .get(`/api/reviews/submission/${xena}/status`)
        .set(stranger.session.headers)
        .expect(404);
      await networkerReview(stranger.session, {
        rating: 1,
        reviewText: 'Planted.',
        invitationUuid: nora.invitationId,
      }).expect(404);
      await networkerReview(stranger.session, {
        rating: 1,
        reviewText: 'Planted.',
        invitationUuid: stranger.invitationId,
        prospectId: xena,
      }).expect(404);
      await reviewData(stranger.session, nora.invitationId).expect(404);
      await reviewData(stranger.session, stranger.invitationId, `?prospectId=${xena}`).expect(404);
      expect(await read<ReviewListItem[]>(stranger.session, '/api/reviews/received')).toEqual([]);
      // Nora reads her own side of her prospect: the operator's review is not hers to see there.
      expect(await statusOf(nora.session, xena)).toEqual({ hasReview: false, review: null });
      // The networker's review page is for networkers only.
      await networkerReview(olivia.session, {
        rating: 1,
        reviewText: 'x',
        invitationUuid: nora.invitationId,
      }).expect(403);
      await reviewData(olivia.session, nora.invitationId).expect(403);

      const visitor = await visitorSession(app);
      await review(visitor, { submissionId: xena, rating: 1 }).expect(401);
      await networkerReview(visitor, {
        rating: 1,
        reviewText: 'x',
        invitationUuid: nora.invitationId,
      }).expect(401);
      await reviewData(visitor, nora.invitationId).expect(401);
      for (const path of ['received', 'given', 'average', 'eligible', `submission/${xena}/status`])
        await request(app.url).get(`/api/reviews/${path}`).set(visitor.headers).expect(401);

      expect(await eventsOf(reviewStream(xena, 'networker'))).toEqual([]);
      expect((await statusOf(olivia.session, xena)).review).toEqual({ rating: 4, comment: 'Private.' });
    });
  });

  describe('live updates and replays', () => {
    it('refreshes the reviewer’s and the reviewee’s review screens, and nobody else’s', async () => {
      const nora = await networkerWith({ 'Zoe Live': 'meeting_held' });
      const zoe = nora.contacts['Zoe Live']!;
      const [oliviaSocket, noraSocket] = await Promise.all([
        connectLiveSocket(app.url, olivia.session.cookie),
        connectLiveSocket(app.url, nora.session.cookie),
      ]);
      const outsider = await operatorReadyToInvite(app, 'Ursula Outsider');
      const outsiderSocket = await connectLiveSocket(app.url, outsider.session.cookie);
      try {
        const { position } = (await review(olivia.session, { submissionId: zoe, rating: 5 }).expect(201))
          .body as ReviewSubmittedAnswer;
        expect((await invalidationAt(oliviaSocket.received, position))?.keys).toEqual(
          expect.arrayContaining([
            ['/api/reviews/given'],
            ['/api/reviews/eligible'],
            [`/api/reviews/submission/${zoe}/status`],
          ]),
        );
        expect((await invalidationAt(noraSocket.received, position))?.keys).toEqual(
          expect.arrayContaining([
            ['/api/reviews/received'],
            ['/api/reviews/average'],
            ['/api/dashboard/activity'],
          ]),
        );
        expect(await invalidationAt(outsiderSocket.received, position, 500)).toBeUndefined();
      } finally {
        for (const { socket } of [oliviaSocket, noraSocket, outsiderSocket]) socket.disconnect();
      }
    });

    it('rebuilds the same reviews from the events, however often it is replayed', async () => {
      const pool = new pg.Pool({ connectionString: app.database.url, max: 2 });
      const snapshot = () => app.sql('SELECT * FROM reviews ORDER BY id');
      try {
        const before = await snapshot();
        expect(before.length).toBeGreaterThan(0);
        await rebuildProjector(reviewsProjector, { store: store(), pool });
        await rebuildProjector(reviewsProjector, { store: store(), pool });
        expect(await snapshot()).toEqual(before);
      } finally {
        await pool.end();
      }
    });
  });
});
