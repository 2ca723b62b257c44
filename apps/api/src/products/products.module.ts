import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module.js';
import { CreateProductController } from './create-product/create-product.controller.js';
import { CreateProductHandler } from './create-product/create-product.handler.js';
import { CreateProductResolver } from './create-product/create-product.resolver.js';
import { ProductAnswerCommandController } from './product-answer-command/product-answer-command.controller.js';
import { ProductAnswerCommandHandler } from './product-answer-command/product-answer-command.handler.js';
import { ProductAnswerCommandResolver } from './product-answer-command/product-answer-command.resolver.js';
import { ProductCommandController } from './product-command/product-command.controller.js';
import { ProductCommandHandler } from './product-command/product-command.handler.js';
import { ProductCommandResolver } from './product-command/product-command.resolver.js';
import { ProductPdfController } from './product-pdf/product-pdf.controller.js';
import { ProductSheetController } from './product-sheet/product-sheet.controller.js';
import { ProductRecordsQuery } from './queries/product-records.query.js';
import { ProductsQuestionsController } from './queries/products-questions.controller.js';
import { ProductsQuestionsQuery } from './queries/products-questions.query.js';
import { ProductsQuestionsResolver } from './queries/products-questions.resolver.js';
import { ReportProductController } from './queries/report-product.controller.js';
import { ReportProductQuery } from './queries/report-product.query.js';
import { ReportProductResolver } from './queries/report-product.resolver.js';
import { ReportProductsController } from './queries/report-products.controller.js';
import { ReportProductsQuery } from './queries/report-products.query.js';
import { ReportProductsResolver } from './queries/report-products.resolver.js';

/** /product: products as streams, their six sections as answers sheets, and the three report calls (spec §7). */
@Module({
  imports: [AnswersModule],
  controllers: [
    CreateProductController,
    ProductCommandController,
    ProductAnswerCommandController,
    ReportProductsController,
    ReportProductController,
    ProductsQuestionsController,
    ProductPdfController,
    ProductSheetController,
  ],
  providers: [
    CreateProductHandler,
    CreateProductResolver,
    ProductCommandHandler,
    ProductCommandResolver,
    ProductAnswerCommandHandler,
    ProductAnswerCommandResolver,
    ProductRecordsQuery,
    ProductsQuestionsQuery,
    ProductsQuestionsResolver,
    ReportProductsQuery,
    ReportProductsResolver,
    ReportProductQuery,
    ReportProductResolver,
  ],
})
export class ProductsModule {}
