// @frontdoor/data: the one home of persistence, imported by the server and the worker. The data
// source and its entities, the migrations runner, and the repositories that own their SQL.
export * from './data-source.js';
export * from './migrate.js';
export * from './ensure-database.js';
export * from './bigint-transformer.js';
export * from './entities/user.entity.js';
export * from './entities/auth-session.entity.js';
export * from './entities/email-token.entity.js';
export * from './entities/login-link.entity.js';
export * from './entities/otp-session.entity.js';
export * from './entities/website.entity.js';
export * from './entities/website-invite.entity.js';
export * from './entities/draft-event.entity.js';
export * from './entities/draft-website.entity.js';
export * from './entities/dev-mail.entity.js';
export * from './entities/website-image.entity.js';
export * from './entities/website-domain.entity.js';
export * from './entities/website-domain-history.entity.js';
export * from './drafts/draft-event-store.js';
export * from './drafts/draft-versions.js';
export * from './drafts/website-access.repository.js';
export * from './drafts/edit-holders.js';
export * from './drafts/generated-images.js';
export * from './publishing/published-websites.js';
export * from './uploads/uploaded-images.repository.js';
// Repositories of accounts, invites, websites, domains, forms, exports, sitemaps, prompts, the development mailbox and health.
export * from './accounts/accounts.repository.js';
export * from './websites/websites.repository.js';
export * from './invites/invites.repository.js';
export * from './domains/domains.repository.js';
export * from './forms/forms.repository.js';
export * from './exports/exports.repository.js';
export * from './sitemaps/sitemaps.repository.js';
export * from './dev-mailbox/dev-mailbox.repository.js';
export * from './health/health.repository.js';
export * from './prompts/prompts.repository.js';
export * from './bookings/bookings.repository.js';
