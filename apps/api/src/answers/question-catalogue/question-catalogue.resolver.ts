import type { QuestionCatalogueView } from '@ghg/contracts';
import { Query, Resolver } from '@nestjs/graphql';
import { QUESTION_CATALOGUE } from './question-catalogue.query.js';

@Resolver()
export class QuestionCatalogueResolver {
  @Query('questionCatalogue')
  questionCatalogue(): QuestionCatalogueView {
    return QUESTION_CATALOGUE;
  }
}
