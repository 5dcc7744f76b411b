import { Body, Controller, Inject, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ERROR_DETAILS, HONEYPOT_FIELD, contactSubmissionSchema, newsletterSubmissionSchema } from '@frontdoor/shared';
import { AppError } from '../common/app-error.js';
import { FormsService } from './forms.service.js';
import { formResultPage } from './result-page.js';
import { Route } from '../common/route.decorator.js';
import { VisitCounter } from '../statistics/visit-counter.js';

/**
 * Visitor forms of published sites. Each answers JSON to the page's script, or — without
 * JavaScript — a small result page. Bots that fill the hidden field are told "sent" and dropped.
 */
@Controller()
export class FormsController {
  constructor(
    @Inject(FormsService) private readonly forms: FormsService,
    @Inject(VisitCounter) private readonly visits: VisitCounter,
  ) {}

  @Route('post /api/public/{handle}/contact')
  async contact(@Param('handle') handle: string, @Body() body: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const site = await this.forms.site(handle);
    const section = site.document.sections.find((s) => s.type === 'Contact');
    if (!section || section.type !== 'Contact') throw new AppError('not_found');
    const back = `/${handle}#${section.id}`;
    if (typeof body?.[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') {
      return this.answer(req, res, 200, { ok: true, message: section.successMessage }, { title: section.successMessage, lines: [], back });
    }
    const parsed = contactSubmissionSchema(section.fields).safeParse(body ?? {});
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
      const lines = problems.map((problem) => problem.message);
      return this.answer(req, res, 400, { error: { code: 'validation_failed', message: lines[0], details: problems } }, { title: 'Please check the form', lines, back });
    }
    const fields = section.fields.map((field) => ({ title: field.title || field.id, value: parsed.data[field.id] ?? '' }));
    await this.forms.addContact(site, handle, fields);
    this.visits.converted(req, site.draftId, 'contact');
    return this.answer(req, res, 200, { ok: true, message: section.successMessage }, { title: section.successMessage, lines: [], back });
  }

  @Route('post /api/public/{handle}/newsletter')
  async newsletter(@Param('handle') handle: string, @Body() body: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const site = await this.forms.site(handle);
    const section = site.document.sections.find((s) => s.type === 'Newsletter');
    if (!section) throw new AppError('not_found');
    const back = `/${handle}#${section.id}`;
    const thanks = 'Thank you for subscribing!';
    if (typeof body?.[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '') {
      return this.answer(req, res, 200, { ok: true, message: thanks }, { title: thanks, lines: [], back });
    }
    const parsed = newsletterSubmissionSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const { code, message } = ERROR_DETAILS.email_field_invalid;
      return this.answer(req, res, 400, { error: { code, message } }, { title: 'Please check the form', lines: [message], back });
    }
    await this.forms.addSubscriber(site, parsed.data.email);
    this.visits.converted(req, site.draftId, 'newsletter');
    return this.answer(req, res, 200, { ok: true, message: thanks }, { title: thanks, lines: [], back });
  }

  private answer(req: Request, res: Response, status: number, json: object, page: { title: string; lines: string[]; back: string }): void {
    if (req.is('application/json') || req.accepts(['html', 'json']) === 'json') return void res.status(status).json(json);
    const { html, csp } = formResultPage({ title: page.title, lines: page.lines, backUrl: page.back, backLabel: 'Back to the website' });
    res.status(status).setHeader('Content-Security-Policy', csp).type('html').send(html);
  }
}
