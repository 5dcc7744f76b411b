// Pure domain rules shared by client, server and worker.
export * from './time.js';
export * from './handle.js';
export * from './external-url.js';
export * from './email.js';
export * from './invite-state.js';
export * from './retry-delay.js';
export * from './edit-access.js';
export * from './select-website.js';
export * from './sort-website-list.js';
export * from './website-limits.js';
export * from './collaborator-invite.js';
export * from './custom-domain.js';
export * from './section-availability.js';
export * from './website-access.js';
export * from './same-json.js';
export * from './route-access.js';
export * from './invite-limits.js';
