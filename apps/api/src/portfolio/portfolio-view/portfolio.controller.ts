import { portfolioQuerySchema, type PortfolioView } from '@ghg/contracts';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ProviderOnly } from '../../access/access-rule.js';
import { auditCsv } from '../../answers/answer-audit/answer-audit-csv.js';
import { givenOnly } from '../../charts/charts-filter.js';
import { parseOrThrow } from '../../shared/api-error.js';
import { rawResponse, type ResponseLike } from '../../shared/http-kit.js';
import { attachment, sendDownload } from '../../shared/send-download.js';
import { writeXlsx } from '../../spreadsheets/workbook/write-xlsx.js';
import { sendXlsxDownload } from '../../spreadsheets/workbook/xlsx-download.js';
import { csvText, type PortfolioLang, portfolioTable } from './portfolio-table.js';
import { PortfolioQuery } from './portfolio.query.js';

const SHEET_NAME: Record<PortfolioLang, string> = { pl: 'Portfel', en: 'Portfolio' };

/**
 * The partner portfolio for provider staff only (@ProviderOnly): JSON, CSV and .xlsx of the same view, the
 * consenting clients' latest locked snapshots and the totals per year.
 */
@Controller('api/backoffice')
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioQuery) {}

  @Get('portfolio')
  @ProviderOnly()
  async json(@Query() query: unknown): Promise<PortfolioView> {
    const { year } = parseOrThrow(portfolioQuerySchema, givenOnly(query));
    return this.portfolio.view(year ? Number(year) : null);
  }

  @Get('portfolio.csv')
  @ProviderOnly()
  async csv(@Query() query: unknown, @Res() res: ResponseLike): Promise<void> {
    const { year, lang = 'pl' } = parseOrThrow(portfolioQuerySchema, givenOnly(query));
    const { header, rows } = portfolioTable(await this.portfolio.view(year ? Number(year) : null), lang);
    const separator = lang === 'pl' ? ';' : ',';
    const text = auditCsv([header, ...rows.map((r) => r.map((c) => csvText(c, lang) ?? ''))], separator);
    sendDownload(rawResponse(res), {
      contentType: 'text/csv; charset=utf-8',
      disposition: attachment(`${fileName(lang)}.csv`),
      body: text,
    });
  }

  @Get('portfolio.xlsx')
  @ProviderOnly()
  async xlsx(@Query() query: unknown, @Res() res: ResponseLike): Promise<void> {
    const { year, lang = 'pl' } = parseOrThrow(portfolioQuerySchema, givenOnly(query));
    const { header, rows } = portfolioTable(await this.portfolio.view(year ? Number(year) : null), lang);
    await sendXlsxDownload(rawResponse(res), `${fileName(lang)}.xlsx`, (out) =>
      writeXlsx(
        {
          sheets: [
            {
              name: SHEET_NAME[lang],
              header,
              rows,
              choices: header.map(() => null),
              readOnly: header.map(() => false),
            },
          ],
          index: null,
          instructions: null,
        },
        out,
      ),
    );
  }
}

const fileName = (lang: PortfolioLang): string =>
  `${lang === 'pl' ? 'portfel' : 'portfolio'}-${new Date().toISOString().slice(0, 10)}`;
