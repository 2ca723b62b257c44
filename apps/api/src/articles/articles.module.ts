import { Module } from '@nestjs/common';
import type { ApiConfig } from '../config/api-config.js';
import type { Logger } from '../config/logger.js';
import { API_CONFIG, LOGGER } from '../shared/tokens.js';
import { ArticleFeed } from './article-feed.js';
import { ArticleLibrary } from './article-library.js';
import { ArticlesController } from './articles.controller.js';

/** The knowledge articles: the WordPress site's when configured, else (and when it fails) the markdown files. */
@Module({
  controllers: [ArticlesController],
  providers: [
    { provide: ArticleLibrary, useFactory: () => new ArticleLibrary() },
    {
      provide: ArticleFeed,
      inject: [ArticleLibrary, API_CONFIG, LOGGER],
      useFactory: (library: ArticleLibrary, config: ApiConfig, logger: Logger) =>
        new ArticleFeed(library, config.shell.wordpress, logger),
    },
  ],
})
export class ArticlesModule {}
