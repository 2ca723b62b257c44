import {
  type ArticleListView,
  type ArticleView,
  articleListQuerySchema,
  articleQuerySchema,
} from '@ghg/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { Public } from '../access/access-rule.js';
import { ApiError, parseOrThrow } from '../shared/api-error.js';
import { ArticleFeed } from './article-feed.js';

/**
 * The articles (spec §2, §7): shared by every organization and holding nothing of any. Open like users/me:
 * the original product reads them straight from a public content site, so a blocked organization's people
 * still see them; blocking locks the organization's data and features, not the provider's blog.
 */
@Controller('api/articles')
export class ArticlesController {
  constructor(private readonly feed: ArticleFeed) {}

  @Get()
  @Public()
  list(@Query() query: unknown): Promise<ArticleListView> {
    const { lang, page } = parseOrThrow(articleListQuerySchema, query);
    return this.feed.list(lang, page);
  }

  @Get(':slug')
  @Public()
  async one(@Param('slug') slug: string, @Query() query: unknown): Promise<ArticleView> {
    const { lang } = parseOrThrow(articleQuerySchema, query);
    const article = await this.feed.find(lang, slug);
    if (!article) throw new ApiError(404, 'ARTICLE_NOT_FOUND', 'This article could not be found');
    return article;
  }
}
