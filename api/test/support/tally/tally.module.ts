import { Body, Controller, Get, Inject, Module, Param, Post } from '@nestjs/common';
import { type CommandAnswer, type EventStore, type RecordedEvent } from '@referrals/contracts';
import { allProjectors, type Projector } from '@referrals/projections';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { DataSource } from 'typeorm';
import { DATA_SOURCE } from '../../../src/platform/database/database.token.js';
import { EVENT_STORE } from '../../../src/platform/event-store/event-store.token.js';
import { EventWriter } from '../../../src/platform/events/event-writer.js';
import { ReadYourWrites } from '../../../src/platform/events/read-your-writes.js';
import { Public, SignedIn } from '../../../src/platform/http/access.decorators.js';

/**
 * A tiny bounded context used only by the platform's tests: it exercises the whole
 * command path (load a stream, append with the expected revision, wait for the read
 * model, tell the user's sockets) without depending on any product feature.
 */
/** The tally's one event joins the event map for the tests that use it (declaration merging). */
declare module '@referrals/contracts' {
  interface EventMap {
    TallyIncremented: { tallyId: string; by: number };
  }
}

export const TALLY_TABLE_SQL = `CREATE TABLE IF NOT EXISTS test_tally_totals (
  tally_id text PRIMARY KEY, total bigint NOT NULL, increments bigint NOT NULL, last_actor text
)`;

export const tallyProjector: Projector = {
  name: 'test-tally-totals',
  eventTypes: ['TallyIncremented'],
  tables: ['test_tally_totals'],
  async handle(event, context) {
    const data = event.data as { tallyId: string; by: number };
    await context.query(
      `INSERT INTO test_tally_totals AS t (tally_id, total, increments, last_actor) VALUES ($1, $2, 1, $3)
       ON CONFLICT (tally_id) DO UPDATE SET total = t.total + EXCLUDED.total, increments = t.increments + 1,
         last_actor = EXCLUDED.last_actor`,
      [data.tallyId, data.by, event.metadata.actorUserId],
    );
    if (event.metadata.actorUserId) {
      context.invalidateForUsers([event.metadata.actorUserId], [['/api/test-tallies', data.tallyId]]);
    }
  },
};

class IncrementTallyDto {
  @IsInt()
  @Min(1)
  @Max(1000)
  by: number;

  @IsOptional()
  @IsInt()
  @Min(-1)
  expectedRevision?: number;
}

@Controller('test-tallies')
class TallyController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
  ) {}

  @Post(':id/increments')
  @SignedIn()
  async increment(@Param('id') id: string, @Body() body: IncrementTallyDto): Promise<CommandAnswer> {
    let last: RecordedEvent | undefined;
    for await (const event of this.store.readStream(`tally-${id}`, { direction: 'backwards', maxCount: 1 }))
      last = event;
    const expected =
      body.expectedRevision !== undefined
        ? body.expectedRevision < 0
          ? 'no_stream'
          : BigInt(body.expectedRevision)
        : last
          ? last.revision
          : 'no_stream';
    const written = await this.writer.append(
      `tally-${id}`,
      [{ type: 'TallyIncremented', data: { tallyId: id, by: body.by } }],
      expected,
    );
    return this.readYourWrites.answer(written);
  }

  @Get(':id')
  @SignedIn()
  async total(@Param('id') id: string): Promise<{ total: number; increments: number }> {
    const rows = await this.dataSource.query<{ total: string; increments: string }[]>(
      'SELECT total::text, increments::text FROM test_tally_totals WHERE tally_id = $1',
      [id],
    );
    return { total: Number(rows[0]?.total ?? 0), increments: Number(rows[0]?.increments ?? 0) };
  }

  @Get('unruled/route')
  unruled(): string {
    return 'should never be reached';
  }

  @Post('public/echo')
  @Public()
  echo(@Body() body: IncrementTallyDto): IncrementTallyDto {
    return body;
  }
}

@Module({ controllers: [TallyController] })
export class TallyModule {}

/** What a test app needs to serve the tally context: its module, its projector and its table. */
export const TALLY_CONTEXT = {
  contexts: [TallyModule],
  projectors: [...allProjectors, tallyProjector],
  setupSql: [TALLY_TABLE_SQL],
};
