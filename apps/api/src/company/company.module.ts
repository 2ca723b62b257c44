import { Module } from '@nestjs/common';
import { AnswerInitialQuestionsController } from './answer-initial-questions/answer-initial-questions.controller.js';
import { AnswerInitialQuestionsHandler } from './answer-initial-questions/answer-initial-questions.handler.js';
import { AnswerInitialQuestionsResolver } from './answer-initial-questions/answer-initial-questions.resolver.js';
import { InitialQuestionsController } from './queries/initial-questions.controller.js';
import { InitialQuestionsQuery } from './queries/initial-questions.query.js';
import { InitialQuestionsResolver } from './queries/initial-questions.resolver.js';

/** The company's initial questions (what it does, which scopes apply). */
@Module({
  controllers: [AnswerInitialQuestionsController, InitialQuestionsController],
  providers: [
    AnswerInitialQuestionsHandler,
    AnswerInitialQuestionsResolver,
    InitialQuestionsQuery,
    InitialQuestionsResolver,
  ],
})
export class CompanyModule {}
