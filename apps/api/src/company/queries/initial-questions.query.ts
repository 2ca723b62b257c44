import { INITIAL_QUESTION_FIELDS, type InitialQuestionsView } from '@ghg/contracts';
import type { Db } from '@ghg/database';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../../shared/api-error.js';
import { DB } from '../../shared/tokens.js';

const EMPTY_ANSWERS: Omit<InitialQuestionsView, 'revision'> = Object.fromEntries(
  INITIAL_QUESTION_FIELDS.map((field) => [field, null]),
) as Omit<InitialQuestionsView, 'revision'>;

@Injectable()
export class InitialQuestionsQuery {
  constructor(@Inject(DB) private readonly db: Db) {}

  async forOrganization(organizationId: string): Promise<InitialQuestionsView> {
    const { rows } = await this.db.query<{
      initial_answers: Record<string, string | number>;
      stream_revision: number;
    }>('select initial_answers, stream_revision from read.organizations where organization_id = $1', [
      organizationId,
    ]);
    const row = rows[0];
    if (!row) throw new ApiError(404, 'ORGANIZATION_NOT_FOUND', 'This page could not be found');
    return { ...EMPTY_ANSWERS, ...row.initial_answers, revision: row.stream_revision };
  }
}
