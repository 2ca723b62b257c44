import { Module } from '@nestjs/common';
import { ArticleLibrary } from './article-library.js';
import { ArticlesController } from './articles.controller.js';

/** The knowledge articles, read from their markdown files once. */
@Module({
  controllers: [ArticlesController],
  providers: [{ provide: ArticleLibrary, useFactory: () => new ArticleLibrary() }],
})
export class ArticlesModule {}
