import { ArticleLibrary } from './article-library.js';
import { ArticlesController } from './articles.controller.js';

/** The articles' REST controller and providers, as the API module wires them. */
export const ARTICLE_CONTROLLERS = [ArticlesController];
export const ARTICLE_PROVIDERS = [{ provide: ArticleLibrary, useFactory: () => new ArticleLibrary() }];
