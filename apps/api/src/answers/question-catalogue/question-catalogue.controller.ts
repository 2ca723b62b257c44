import type { QuestionCatalogueView } from '@ghg/contracts';
import { Controller, Get } from '@nestjs/common';
import { QUESTION_CATALOGUE } from './question-catalogue.query.js';

@Controller('api/questions')
export class QuestionCatalogueController {
  @Get()
  get(): QuestionCatalogueView {
    return QUESTION_CATALOGUE;
  }
}
