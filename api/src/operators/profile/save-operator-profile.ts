import { Inject, Injectable } from '@nestjs/common';
import {
  type CommandAnswer,
  OPERATOR_EVENT_TYPES,
  OPERATOR_PROFILE_DEFAULTS,
  OPERATOR_PROFILE_LIST_FIELDS,
  OPERATOR_PROFILE_TEXT_FIELDS,
  type OperatorProfileSavedData,
  operatorStream,
  usd,
} from '@referrals/contracts';
import { EventWriter } from '../../platform/events/event-writer.js';
import { ReadYourWrites } from '../../platform/events/read-your-writes.js';
import type { OperatorProfileDto } from './operator-profile.dto.js';

/** The fields as saved: a field named by the spec's alias only is saved under its own name. */
function withAliasesResolved(input: OperatorProfileDto): OperatorProfileDto {
  return {
    ...input,
    fullName: input.fullName ?? input.name,
    meetingAgenda: input.meetingAgenda ?? input.agenda,
    meetingAttendees: input.meetingAttendees ?? input.attendees,
  };
}

/** Appends the profile as saved (trimmed, defaults filled in) to the operator's stream. */
@Injectable()
export class SaveOperatorProfile {
  constructor(
    @Inject(EventWriter) private readonly writer: EventWriter,
    @Inject(ReadYourWrites) private readonly readYourWrites: ReadYourWrites,
  ) {}

  async save(userId: string, body: OperatorProfileDto): Promise<CommandAnswer> {
    const input = withAliasesResolved(body);
    const text = Object.fromEntries(
      OPERATOR_PROFILE_TEXT_FIELDS.map((field) => [field, (input[field] ?? '').trim()]),
    ) as Record<(typeof OPERATOR_PROFILE_TEXT_FIELDS)[number], string>;
    const lists = Object.fromEntries(
      OPERATOR_PROFILE_LIST_FIELDS.map((field) => [
        field,
        (input[field] ?? []).map((entry) => entry.trim()).filter(Boolean),
      ]),
    ) as Record<(typeof OPERATOR_PROFILE_LIST_FIELDS)[number], string[]>;
    const data: OperatorProfileSavedData = {
      userId,
      profile: { ...text, ...lists },
      bountyAmount: usd(input.bountyAmount ?? OPERATOR_PROFILE_DEFAULTS.bountyAmount),
      revenueSharePercent: input.revenueShare ?? OPERATOR_PROFILE_DEFAULTS.revenueShare,
    };
    const written = await this.writer.append(
      operatorStream(userId),
      [{ type: OPERATOR_EVENT_TYPES.operatorProfileSaved, data }],
      'any',
    );
    return this.readYourWrites.answer(written);
  }
}
